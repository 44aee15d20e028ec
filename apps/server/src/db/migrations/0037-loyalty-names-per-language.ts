import { type Kysely, sql } from 'kysely';

/**
 * VIP level names and points-mall goods names and descriptions in every site language (decision
 * 115): `name` / `description` stay the English default, these maps hold the other languages by the
 * spec's codes ({"AR": "...", "CN": "..."}); the repositories parse them with the contract's schema.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE vip_levels ADD COLUMN name_translations jsonb NOT NULL DEFAULT '{}'
      CHECK (jsonb_typeof(name_translations) = 'object');
    ALTER TABLE points_goods
      ADD COLUMN name_translations jsonb NOT NULL DEFAULT '{}'
        CHECK (jsonb_typeof(name_translations) = 'object'),
      ADD COLUMN description_translations jsonb NOT NULL DEFAULT '{}'
        CHECK (jsonb_typeof(description_translations) = 'object');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE vip_levels DROP COLUMN name_translations;
    ALTER TABLE points_goods DROP COLUMN name_translations, DROP COLUMN description_translations;
  `.execute(db);
}

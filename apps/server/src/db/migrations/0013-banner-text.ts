import { type Kysely, sql } from 'kysely';

/**
 * Banners carry words as well as a picture (issue 12): a headline and a call to action per
 * language, drawn over the picture by the web (real text: translated, readable by screen readers,
 * not baked into the image). { "EN": "..." } like `alt`; empty means the picture alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE banners
      ADD COLUMN headline jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN cta jsonb NOT NULL DEFAULT '{}';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE banners DROP COLUMN headline, DROP COLUMN cta;`.execute(db);
}

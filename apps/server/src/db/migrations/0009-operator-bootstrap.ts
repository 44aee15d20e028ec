import { type Kysely, sql } from 'kysely';

/**
 * A deployment without the demo starts with one operator whose password is a one-time secret
 * printed at start; it must be changed before anything else (docs/decisions/061-demo-and-first-operator.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE operators ADD COLUMN must_change_password boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE operators DROP COLUMN must_change_password`.execute(db);
}

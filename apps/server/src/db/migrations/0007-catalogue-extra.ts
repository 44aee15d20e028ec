import { type Kysely, sql } from 'kysely';

/**
 * Catalogue additions (decision 050): the time of each member's last favourite change, so the
 * server-side favourite throttle (spec section 9: 1 s) holds across every server process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE favourite_throttle (
      member_id bigint PRIMARY KEY REFERENCES members(id),
      changed_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE favourite_throttle;`.execute(db);
}

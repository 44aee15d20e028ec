import { type Kysely, sql } from 'kysely';

/**
 * Lottery settlement speed (docs/decisions/082-lottery-settlement.md). Settling an issue rewrites
 * every bet row once (status, payout, settled_at). With no index on those columns and free room on
 * each page (fillfactor 70), PostgreSQL updates them in place (HOT): no index entry is written per
 * bet. The partial "pending" index of 0018 had status in its predicate, which made every settle
 * update a non-HOT one; the plain (issue_id, id) index serves the same reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE lottery_bets SET (fillfactor = 70);
    DROP INDEX lottery_bets_pending;
    DROP INDEX lottery_bets_issue;
    CREATE INDEX lottery_bets_issue_id ON lottery_bets (issue_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX lottery_bets_issue_id;
    CREATE INDEX lottery_bets_issue ON lottery_bets (issue_id);
    CREATE INDEX lottery_bets_pending ON lottery_bets (issue_id, id) WHERE status = 'pending';
    ALTER TABLE lottery_bets RESET (fillfactor);
  `.execute(db);
}

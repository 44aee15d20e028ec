import { type Kysely, sql } from 'kysely';

/**
 * Crash cash-outs recorded before they are paid (docs/decisions/066-crash-cashout-ticks.md): the
 * cash-outs of one tick are closed in one statement and acknowledged, and their payouts go through
 * the game wallet right after, in one transaction. `paid_at` is set with that credit; a closed bet
 * without it is a payout still owed (a process died between the two), which the leader pays before
 * it marks the round settled. Bets closed before this migration were paid in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE crash_bets ADD COLUMN paid_at timestamptz;
    UPDATE crash_bets SET paid_at = settled_at WHERE status IN ('CASHED_OUT', 'LOST');
    CREATE INDEX crash_bets_owed ON crash_bets (round_id) WHERE paid_at IS NULL AND status IN ('CASHED_OUT', 'LOST');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE crash_bets DROP COLUMN paid_at`.execute(db);
}

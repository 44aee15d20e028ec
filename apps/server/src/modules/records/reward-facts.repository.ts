import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Read-only facts for missions, leaderboards and raffles (issue 16; decision 101): settled game
 * rounds in order and valid bet (cash bets net of rollbacks) and deposits from the ledger. SELECT
 * only; the game wallet and the ledger own these tables.
 */
export interface SettledRound {
  memberId: string;
  /** Stake net of refunds; a round refunded in full is left out. */
  stake: bigint;
  won: boolean;
}

export const rewardFactsRepository = {
  /**
   * Cash rounds settled in [from, to), of `gameType` and `memberId` when given, ordered by member
   * then settlement (a win streak is read in this order).
   */
  async settledRounds(
    db: Executor,
    from: Date,
    to: Date,
    gameType: string | null,
    memberId: string | null,
  ): Promise<SettledRound[]> {
    const { rows } = await sql<{ member_id: string; stake: string; won: boolean }>`
      SELECT member_id::text, (stake - refunded)::text AS stake, payout > stake - refunded AS won
      FROM game_rounds
      WHERE status = 'SETTLED' AND account_kind = 'cash' AND stake > refunded
        AND settled_at >= ${from} AND settled_at < ${to}
        ${gameType ? sql`AND game_type = ${gameType}` : sql``}
        ${memberId ? sql`AND member_id = ${memberId}` : sql``}
      ORDER BY member_id, settled_at, id`.execute(db);
    return rows.map((r) => ({ memberId: r.member_id, stake: BigInt(r.stake), won: r.won }));
  },

  /** Valid bet over [from, to) by member, highest first (ties by member id), at most `limit`. */
  async validBetRanking(
    db: Executor,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<{ memberId: string; validBet: bigint }[]> {
    const { rows } = await sql<{ member_id: string; valid_bet: string }>`
      SELECT a.member_id::text AS member_id, -sum(e.amount) AS valid_bet
      FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id IS NOT NULL AND a.kind = 'cash' AND a.vendor_code IS NULL
        AND t.kind IN ('bet', 'rollback') AND e.created_at >= ${from} AND e.created_at < ${to}
      GROUP BY a.member_id
      HAVING -sum(e.amount) > 0
      ORDER BY 2 DESC, a.member_id
      LIMIT ${limit}`.execute(db);
    return rows.map((r) => ({ memberId: r.member_id, validBet: BigInt(r.valid_bet) }));
  },

  /** One member's valid bet and deposits over [from, to). */
  async memberTotals(
    db: Executor,
    memberId: string,
    from: Date,
    to: Date,
  ): Promise<{ validBet: bigint; deposits: bigint }> {
    const r = await sql<{ valid_bet: string; deposits: string }>`
      SELECT coalesce(-sum(e.amount) FILTER (WHERE t.kind IN ('bet', 'rollback')), 0) AS valid_bet,
             coalesce(sum(e.amount) FILTER (WHERE t.kind = 'deposit'), 0) AS deposits
      FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = ${memberId} AND a.kind = 'cash' AND a.vendor_code IS NULL
        AND e.created_at >= ${from} AND e.created_at < ${to}`.execute(db);
    const row = r.rows[0];
    const validBet = BigInt(row?.valid_bet ?? '0');
    return { validBet: validBet > 0n ? validBet : 0n, deposits: BigInt(row?.deposits ?? '0') };
  },

  /** How many members bet more than `validBet` over [from, to) (a member's rank is this + 1). */
  async membersAbove(db: Executor, from: Date, to: Date, validBet: bigint): Promise<number> {
    const { rows } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM (
        SELECT a.member_id FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.member_id IS NOT NULL AND a.kind = 'cash' AND a.vendor_code IS NULL
          AND t.kind IN ('bet', 'rollback') AND e.created_at >= ${from} AND e.created_at < ${to}
        GROUP BY a.member_id HAVING -sum(e.amount) > ${validBet}) x`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },
};

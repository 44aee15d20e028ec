import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Read-only ledger facts for VIP levels and points (decisions 099, 100): SELECT only (the ledger
 * module owns its tables). Valid bet is a cash account's bets net of rollbacks, per game type (a
 * game movement's reference type), the same figure the withdraw turnover and bonus wagering count.
 */
export interface TurnoverFact {
  memberId: string;
  gameType: string;
  /** UTC day of the settlement, YYYY-MM-DD. */
  day: string;
  validBet: bigint;
}

export interface PointsEntry {
  id: string;
  time: Date;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  referenceType: string | null;
}

export const loyaltyFactsRepository = {
  /** Every member's valid bet over [from, to) by game type and UTC day (members' main cash accounts). */
  async turnoverBetween(db: Executor, from: Date, to: Date): Promise<TurnoverFact[]> {
    const { rows } = await sql<{ member_id: string; game_type: string; day: string; turnover: string }>`
      SELECT a.member_id::text AS member_id, coalesce(t.reference_type, 'UNKNOWN') AS game_type,
        to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, -sum(e.amount) AS turnover
      FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id IS NOT NULL AND a.kind = 'cash' AND a.vendor_code IS NULL
        AND t.kind IN ('bet', 'rollback') AND e.created_at >= ${from} AND e.created_at < ${to}
      GROUP BY 1, 2, 3`.execute(db);
    return rows
      .map((r) => ({
        memberId: r.member_id,
        gameType: r.game_type,
        day: r.day,
        validBet: BigInt(r.turnover),
      }))
      .filter((r) => r.validBet > 0n);
  },

  /** A member's account of `kind`, newest movement first, with the count of all its entries. */
  async accountEntries(
    db: Executor,
    memberId: string,
    kind: 'points',
    page: { limit: number; offset: number },
  ): Promise<{ rows: PointsEntry[]; total: number }> {
    const account = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!account) return { rows: [], total: 0 };
    const [rows, count] = await Promise.all([
      db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
        .select(['e.id', 'e.created_at', 't.kind', 'e.amount', 'e.balance_after', 't.reference_type'])
        .where('e.account_id', '=', account.id)
        .orderBy('e.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('account_id', '=', account.id)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        time: r.created_at,
        kind: r.kind,
        amount: BigInt(r.amount),
        balanceAfter: BigInt(r.balance_after ?? '0'),
        referenceType: r.reference_type,
      })),
      total: Number(count.n),
    };
  },
};

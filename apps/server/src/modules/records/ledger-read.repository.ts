import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Read-only view of the ledger for records and the turnover rule: SELECT only, never a write
 * (the ledger module owns its tables). Entry amounts are signed from the account's side.
 */
export interface EntryRecord {
  id: string;
  time: Date;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  referenceType: string | null;
  referenceId: string | null;
  /** The bet, win or refund's game from the catalogue, in the asked language. */
  gameName: string | null;
  memo: string | null;
}

export interface EntryFilter {
  kinds: string[] | null;
  from: Date;
  to: Date;
}

/**
 * A game movement's reference is its game type and our round id (modules/game-wallet): the round's
 * catalogue game, joined by primary key. The CASE keeps other references (uuids, vendor codes) from
 * being cast; only bets, wins and refunds of a game type are looked up (a jackpot win is not).
 */
const GAME_KINDS = ['bet', 'win', 'rollback'];
const roundIdOf = sql<
  string | null
>`CASE WHEN t.kind IN (${sql.join(GAME_KINDS)}) AND t.reference_type <> 'jackpot' AND t.reference_id ~ '^[0-9]{1,18}$' THEN t.reference_id::bigint END`;
const gameNameIn = (language: string) =>
  sql<string | null>`coalesce(g.names ->> ${language}, g.names ->> 'EN', r.game_code)`;

function filtered(db: Executor, accountId: string, f: EntryFilter) {
  let q = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('e.account_id', '=', accountId)
    .where('e.created_at', '>=', f.from)
    .where('e.created_at', '<', f.to);
  if (f.kinds) q = q.where('t.kind', 'in', f.kinds);
  return q;
}

export const ledgerReadRepository = {
  async cashAccountId(db: Executor, memberId: string): Promise<string | null> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'cash')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  },

  async entries(
    db: Executor,
    accountId: string,
    f: EntryFilter,
    page: { limit: number; offset: number },
    language = 'EN',
  ): Promise<EntryRecord[]> {
    const rows = await filtered(db, accountId, f)
      .leftJoin('game_rounds as r', (j) => j.on(sql<boolean>`r.id = ${roundIdOf}`))
      .leftJoin('games as g', (j) =>
        j.onRef('g.vendor_code', '=', 'r.vendor_code').onRef('g.game_code', '=', 'r.game_code'),
      )
      .select([
        'e.id',
        'e.created_at',
        't.kind',
        'e.amount',
        'e.balance_after',
        't.reference_type',
        't.reference_id',
        't.memo',
        gameNameIn(language).as('game_name'),
      ])
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      time: r.created_at,
      kind: r.kind,
      amount: BigInt(r.amount),
      balanceAfter: BigInt(r.balance_after ?? '0'),
      referenceType: r.reference_type,
      referenceId: r.reference_id,
      gameName: r.game_name,
      memo: r.memo,
    }));
  },

  /** Count and in/out sums over the whole filter (not one page). */
  async totals(
    db: Executor,
    accountId: string,
    f: EntryFilter,
  ): Promise<{ count: number; in: bigint; out: bigint }> {
    const r = await filtered(db, accountId, f)
      .select([
        sql<string>`count(*)`.as('n'),
        sql<string>`coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)`.as('credit'),
        sql<string>`coalesce(sum(e.amount) FILTER (WHERE e.amount < 0), 0)`.as('debit'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(r.n), in: BigInt(r.credit), out: BigInt(r.debit) };
  },

  /**
   * Bets and wins per game, by game type (a game movement's reference type is its game type, its
   * id the round, whose game the catalogue names in `language`).
   */
  async profitByGame(db: Executor, accountId: string, from: Date, to: Date, language = 'EN') {
    const rows = await filtered(db, accountId, { kinds: ['bet', 'win'], from, to })
      .leftJoin('game_rounds as r', (j) => j.on(sql<boolean>`r.id = ${roundIdOf}`))
      .leftJoin('games as g', (j) =>
        j.onRef('g.vendor_code', '=', 'r.vendor_code').onRef('g.game_code', '=', 'r.game_code'),
      )
      .select([
        sql<string>`coalesce(t.reference_type, 'UNKNOWN')`.as('game_type'),
        sql<string | null>`min(${gameNameIn(language)})`.as('game_name'),
        sql<string>`count(*) FILTER (WHERE t.kind = 'bet')`.as('bet_count'),
        sql<string>`coalesce(-sum(e.amount) FILTER (WHERE t.kind = 'bet'), 0)`.as('bets'),
        sql<string>`coalesce(sum(e.amount) FILTER (WHERE t.kind = 'win'), 0)`.as('wins'),
      ])
      .groupBy([sql`coalesce(t.reference_type, 'UNKNOWN')`, 'r.vendor_code', 'r.game_code'])
      .orderBy('game_type')
      .orderBy('game_name')
      .execute();
    return rows.map((r) => ({
      gameType: r.game_type,
      gameName: r.game_name,
      betCount: Number(r.bet_count),
      bets: BigInt(r.bets),
      wins: BigInt(r.wins),
    }));
  },

  /** Money bet since `since`, net of bets rolled back (turnover rule, cashier). */
  async turnoverSince(db: Executor, accountId: string, since: Date | null): Promise<bigint> {
    let q = db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .where('e.account_id', '=', accountId)
      .where('t.kind', 'in', ['bet', 'rollback']);
    if (since) q = q.where('e.created_at', '>', since);
    const r = await q
      .select(sql<string>`coalesce(-sum(e.amount), 0)`.as('turnover'))
      .executeTakeFirstOrThrow();
    const n = BigInt(r.turnover);
    return n > 0n ? n : 0n;
  },

  /**
   * Money bet since `since` (up to `until` when given) net of bets rolled back, per game type (a
   * game movement's reference type): bonus wagering weighs each type (modules/promotions, decision
   * 090); the manual rebate pays a rate per type on (last claim, now] (modules/rebate, decision 102).
   */
  async turnoverByTypeSince(
    db: Executor,
    accountId: string,
    since: Date,
    until?: Date,
  ): Promise<Map<string, bigint>> {
    const { rows } = await sql<{ game_type: string; turnover: string }>`
      SELECT coalesce(t.reference_type, 'UNKNOWN') AS game_type, -sum(e.amount) AS turnover
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account_id = ${accountId} AND t.kind IN ('bet', 'rollback') AND e.created_at > ${since}
        ${until ? sql`AND e.created_at <= ${until}` : sql``}
      GROUP BY 1`.execute(db);
    const out = new Map<string, bigint>();
    for (const r of rows) {
      const n = BigInt(r.turnover);
      if (n > 0n) out.set(r.game_type, n);
    }
    return out;
  },

  /** Bets minus wins and refunds over [from, to) of each member's cash account with a loss of at least `min`. */
  async netLosses(
    db: Executor,
    from: Date,
    to: Date,
    min: bigint,
    memberId?: string,
  ): Promise<{ memberId: string; loss: bigint }[]> {
    const { rows } = await sql<{ member_id: string; loss: string }>`
      SELECT a.member_id::text AS member_id, -sum(e.amount) AS loss
      FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id IS NOT NULL AND a.kind = 'cash' AND a.vendor_code IS NULL
        AND t.kind IN ('bet', 'win', 'rollback') AND e.created_at >= ${from} AND e.created_at < ${to}
        ${memberId ? sql`AND a.member_id = ${memberId}` : sql``}
      GROUP BY a.member_id
      HAVING -sum(e.amount) >= ${min}
      ORDER BY a.member_id`.execute(db);
    return rows.map((r) => ({ memberId: r.member_id, loss: BigInt(r.loss) }));
  },
};

import { type ExpressionBuilder, sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { GameRoundsTable, RoundRowStatus, WalletTxKind } from '../../db/schema-game-wallet.ts';

export interface RoundFilter {
  memberId: string;
  from: Date;
  to: Date;
  gameType?: string | undefined;
  status?: RoundRowStatus | undefined;
}

export interface RoundRecord {
  id: string;
  roundId: string;
  vendor: string;
  gameType: string | null;
  gameName: string | null;
  nodeId: string | null;
  stake: bigint;
  payout: bigint;
  refunded: bigint;
  status: RoundRowStatus;
  currency: string;
  createdAt: Date;
  detail: Record<string, unknown> | null;
}

/** A lottery bet as the betting record shows it (from the lottery module's lottery_bet_records view). */
export interface LotteryRecord {
  /** The bet's id in lottery_bets. */
  betId: string;
  ticketId: string;
  issueId: string;
  gameCode: string;
  gameType: string;
  gameName: string | null;
  nodeId: string | null;
  issue: string;
  station: string | null;
  betType: string;
  selection: unknown;
  units: number;
  chaseIndex: number;
  chaseLength: number;
  stake: bigint;
  payout: bigint;
  status: 'pending' | 'won' | 'lost' | 'refunded';
  placedAt: Date;
  settledAt: Date | null;
}

/** One row of the record: a game round, or a lottery bet. */
export type RecordRow = { kind: 'round'; round: RoundRecord } | { kind: 'lottery'; bet: LotteryRecord };

type RoundsEb = ExpressionBuilder<Database & { r: GameRoundsTable }, 'r'>;

const matching = (f: RoundFilter) => (eb: RoundsEb) =>
  eb.and([
    eb('r.member_id', '=', f.memberId),
    eb('r.created_at', '>=', f.from),
    eb('r.created_at', '<', f.to),
    ...(f.gameType ? [eb('r.game_type', '=', f.gameType)] : []),
    ...(f.status ? [eb('r.status', '=', f.status)] : []),
  ]);

/** Rounds with their catalogue game (name in `language`, EN fallback); newest first. */
const rounds = (db: Executor, language: string) =>
  db
    .selectFrom('game_rounds as r')
    .leftJoin('games as g', (j) =>
      j.onRef('g.vendor_code', '=', 'r.vendor_code').onRef('g.game_code', '=', 'r.game_code'),
    )
    .select([
      'r.id',
      'r.round_id',
      'r.vendor_code',
      'r.game_type',
      'r.stake',
      'r.payout',
      'r.refunded',
      'r.status',
      'r.currency',
      'r.created_at',
      'r.detail',
      'g.id as node_id',
      sql<string | null>`coalesce(g.names ->> ${language}, g.names ->> 'EN', r.game_code)`.as('game_name'),
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');

type RoundRow = Awaited<ReturnType<ReturnType<typeof rounds>['execute']>>[number];

const toRecord = (r: RoundRow): RoundRecord => ({
  id: r.id,
  roundId: r.round_id,
  vendor: r.vendor_code,
  gameType: r.game_type,
  gameName: r.game_name,
  nodeId: r.node_id,
  stake: BigInt(r.stake),
  payout: BigInt(r.payout),
  refunded: BigInt(r.refunded),
  status: r.status,
  currency: r.currency,
  createdAt: r.created_at,
  detail: r.detail,
});

/** The record's statuses in the lottery's words: an open round is a pending bet, and so on. */
const LOTTERY_STATUSES: Record<RoundRowStatus, string[]> = {
  OPEN: ['pending'],
  SETTLED: ['won', 'lost'],
  REFUNDED: ['refunded'],
};
/** Our lottery games are INHOUSE catalogue entries 'lottery-<code>' (seed-lottery.ts). */
const LOTTERY_CATALOGUE_PREFIX = 'lottery-';

const lotteryWhere = (f: RoundFilter) => sql`l.member_id = ${f.memberId}
  AND l.placed_at >= ${f.from} AND l.placed_at < ${f.to}
  ${f.gameType ? sql`AND l.game_type = ${f.gameType}` : sql``}
  ${f.status ? sql`AND l.status = ANY(${LOTTERY_STATUSES[f.status]}::text[])` : sql``}`;

/** Both sources' rows of the page, newest first: (kind, id) only; each is read in full afterwards. */
const LotteryRow = z.object({
  id: z.coerce.string(),
  ticket_id: z.coerce.string(),
  issue_id: z.coerce.string(),
  game_code: z.string(),
  game_type: z.string(),
  game_name: z.string().nullable(),
  node_id: z.coerce.string().nullable(),
  issue: z.string(),
  station: z.string().nullable(),
  bet_type: z.string(),
  selection: z.unknown(),
  units: z.number(),
  chase_index: z.number(),
  chase_length: z.number(),
  stake: z.coerce.bigint(),
  payout: z.coerce.bigint(),
  status: z.enum(['pending', 'won', 'lost', 'refunded']),
  placed_at: z.date(),
  settled_at: z.date().nullable(),
});
const toLottery = (raw: unknown): LotteryRecord => {
  const r = LotteryRow.parse(raw);
  return {
    betId: r.id,
    ticketId: r.ticket_id,
    issueId: r.issue_id,
    gameCode: r.game_code,
    gameType: r.game_type,
    gameName: r.game_name,
    nodeId: r.node_id,
    issue: r.issue,
    station: r.station,
    betType: r.bet_type,
    selection: r.selection,
    units: r.units,
    chaseIndex: r.chase_index,
    chaseLength: r.chase_length,
    stake: r.stake,
    payout: r.payout,
    status: r.status,
    placedAt: r.placed_at,
    settledAt: r.settled_at,
  };
};

const lotteryRows = (db: Executor, language: string, where: ReturnType<typeof sql>) =>
  sql`
    SELECT l.id, l.ticket_id, l.issue_id, l.game_code, l.game_type, l.issue, l.station, l.bet_type, l.selection,
      l.units, l.chase_index, l.chase_length, l.stake, l.payout, l.status, l.placed_at, l.settled_at,
      g.id AS node_id, coalesce(g.names ->> ${language}, g.names ->> 'EN') AS game_name
    FROM lottery_bet_records l
    LEFT JOIN games g ON g.vendor_code = 'INHOUSE' AND g.game_code = ${LOTTERY_CATALOGUE_PREFIX} || l.game_code
    WHERE ${where}`.execute(db);

/**
 * The only SQL of the betting record (read only): the member's rounds and their wallet steps, and
 * their lottery bets through the lottery module's view lottery_bet_records (migration 0023).
 */
export const bettingRepository = {
  /** A page of both sources, newest first (a lottery bet counts from its placement). */
  async page(
    db: Executor,
    f: RoundFilter,
    language: string,
    limit: number,
    offset: number,
  ): Promise<RecordRow[]> {
    const keys = await sql<{ kind: 'round' | 'lottery'; id: string }>`
      SELECT kind, id FROM (
        SELECT 'round' AS kind, r.id, r.created_at AS at FROM game_rounds r
        WHERE r.member_id = ${f.memberId} AND r.created_at >= ${f.from} AND r.created_at < ${f.to}
          ${f.gameType ? sql`AND r.game_type = ${f.gameType}` : sql``}
          ${f.status ? sql`AND r.status = ${f.status}` : sql``}
        UNION ALL
        SELECT 'lottery', l.id, l.placed_at FROM lottery_bet_records l WHERE ${lotteryWhere(f)}
      ) x ORDER BY at DESC, kind, id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
    const roundIds = keys.rows.filter((k) => k.kind === 'round').map((k) => String(k.id));
    const betIds = keys.rows.filter((k) => k.kind === 'lottery').map((k) => String(k.id));
    const [roundRows, betRows] = await Promise.all([
      roundIds.length
        ? rounds(db, language).where('r.id', 'in', roundIds).execute()
        : Promise.resolve([] as RoundRow[]),
      betIds.length
        ? lotteryRows(db, language, sql`l.id = ANY(${betIds}::bigint[])`).then((r) => r.rows.map(toLottery))
        : Promise.resolve([] as LotteryRecord[]),
    ]);
    const byRound = new Map(roundRows.map((r) => [String(r.id), toRecord(r)]));
    const byBet = new Map(betRows.map((b) => [b.betId, b]));
    return keys.rows.flatMap((k): RecordRow[] => {
      const id = String(k.id);
      const round = k.kind === 'round' ? byRound.get(id) : undefined;
      const bet = k.kind === 'lottery' ? byBet.get(id) : undefined;
      return round ? [{ kind: 'round', round }] : bet ? [{ kind: 'lottery', bet }] : [];
    });
  },

  /**
   * Count and sums over the whole filtered range (not only the page); stakes net of refunds (a
   * refunded lottery bet counts 0 staked and 0 paid, as a refunded round does).
   */
  async totals(db: Executor, f: RoundFilter) {
    const r = await db
      .selectFrom('game_rounds as r')
      .where(matching(f))
      .select([
        sql<string>`count(*)`.as('n'),
        sql<string>`coalesce(sum(r.stake - r.refunded), 0)`.as('stake'),
        sql<string>`coalesce(sum(r.payout), 0)`.as('payout'),
      ])
      .executeTakeFirstOrThrow();
    const l = await sql<{ n: string; stake: string; payout: string }>`
      SELECT count(*) AS n,
        coalesce(sum(l.stake) FILTER (WHERE l.status <> 'refunded'), 0) AS stake,
        coalesce(sum(l.payout) FILTER (WHERE l.status <> 'refunded'), 0) AS payout
      FROM lottery_bet_records l WHERE ${lotteryWhere(f)}`.execute(db);
    const lottery = l.rows[0]!;
    return {
      count: Number(r.n) + Number(lottery.n),
      stake: BigInt(r.stake) + BigInt(lottery.stake),
      payout: BigInt(r.payout) + BigInt(lottery.payout),
    };
  },

  /** One lottery bet of this member, or null. */
  async lotteryBet(db: Executor, memberId: string, betId: string, language: string) {
    const r = await lotteryRows(db, language, sql`l.member_id = ${memberId} AND l.id = ${betId}`);
    return r.rows[0] ? toLottery(r.rows[0]) : null;
  },

  /** One round of this member, or null: someone else's round is not found either. */
  async round(db: Executor, memberId: string, id: string, language: string): Promise<RoundRecord | null> {
    const row = await rounds(db, language)
      .where('r.member_id', '=', memberId)
      .where('r.id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  async steps(db: Executor, roundRowId: string) {
    const rows = await db
      .selectFrom('game_wallet_txs')
      .select(['tx_id', 'kind', 'amount', 'created_at'])
      .where('round_row_id', '=', roundRowId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      txId: r.tx_id,
      kind: r.kind as WalletTxKind,
      amount: BigInt(r.amount),
      time: r.created_at,
    }));
  },
};

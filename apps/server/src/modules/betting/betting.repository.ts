import { type ExpressionBuilder, sql } from 'kysely';
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

/** The only SQL of the betting record: the member's rounds and their wallet steps (read only). */
export const bettingRepository = {
  async page(db: Executor, f: RoundFilter, language: string, limit: number, offset: number) {
    const rows = await rounds(db, language).where(matching(f)).limit(limit).offset(offset).execute();
    return rows.map(toRecord);
  },

  /** Count and sums over the whole filtered range (not only the page); stakes net of refunds. */
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
    return { count: Number(r.n), stake: BigInt(r.stake), payout: BigInt(r.payout) };
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

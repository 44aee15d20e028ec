import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { RoundStatus, RoundStep, SinglePlayerGame } from '../../db/schema-originals.ts';

export interface NewRound {
  id: string;
  memberId: string;
  game: SinglePlayerGame;
  idempotencyKey: string;
  seedId: string;
  nonce: number;
  money: 'cash' | 'play';
  currency: string;
  amount: bigint;
  payout: bigint;
  multiplierBps: bigint;
  jackpotWin: bigint | null;
  status: RoundStatus;
  params: Record<string, unknown>;
  result: Record<string, unknown>;
  steps: RoundStep[];
  balanceAfter: bigint;
  at: Date;
  ended: boolean;
}

const roundColumns = [
  'r.id',
  'r.member_id',
  'r.game',
  'r.request_id',
  'r.seed_id',
  'r.nonce',
  'r.money',
  'r.currency',
  'r.amount',
  'r.payout',
  'r.multiplier_bps',
  'r.jackpot_win',
  'r.status',
  'r.params',
  'r.result',
  'r.steps',
  'r.balance_after',
  'r.created_at',
  'r.ended_at',
  's.server_seed_hash',
  's.client_seed',
] as const;

/** The only SQL for originals_rounds and originals_limits. */
export const originalsRepository = {
  /**
   * Takes the active pair's next nonce (the row stays locked until commit, so one member's bets
   * queue and never share a nonce) and the id the round will have. Undefined when the member has no
   * active pair, or it was rotated while this call waited for the lock.
   */
  async claimNonce(db: Executor, memberId: string) {
    const r = await sql<{
      seed_id: string;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      nonce: number;
      round_id: string;
    }>`
      UPDATE player_seeds SET nonce = nonce + 1
      WHERE member_id = ${memberId} AND active
      RETURNING id AS seed_id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce,
        nextval(pg_get_serial_sequence('originals_rounds', 'id'))::text AS round_id
    `.execute(db);
    return r.rows[0];
  },

  findByRequest(db: Executor, memberId: string, idempotencyKey: string) {
    return db
      .selectFrom('originals_rounds as r')
      .innerJoin('player_seeds as s', 's.id', 'r.seed_id')
      .select(roundColumns)
      .where('r.member_id', '=', memberId)
      .where('r.request_id', '=', idempotencyKey)
      .executeTakeFirst();
  },

  /** A member's own round (anyone else's reads as missing). */
  findOwn(db: Executor, memberId: string, roundId: string) {
    return db
      .selectFrom('originals_rounds as r')
      .innerJoin('player_seeds as s', 's.id', 'r.seed_id')
      .select([...roundColumns, 's.server_seed', 's.revealed_at'])
      .where('r.member_id', '=', memberId)
      .where('r.id', '=', roundId)
      .executeTakeFirst();
  },

  /** Locks a member's round (mines reveal and cash-out queue here: one wins, the next sees it closed). */
  lockOwn(db: Executor, memberId: string, roundId: string) {
    return db
      .selectFrom('originals_rounds as r')
      .innerJoin('player_seeds as s', 's.id', 'r.seed_id')
      .select(roundColumns)
      .where('r.member_id', '=', memberId)
      .where('r.id', '=', roundId)
      .forUpdate('r')
      .executeTakeFirst();
  },

  findPlaying(db: Executor, memberId: string) {
    return db
      .selectFrom('originals_rounds as r')
      .innerJoin('player_seeds as s', 's.id', 'r.seed_id')
      .select(roundColumns)
      .where('r.member_id', '=', memberId)
      .where('r.status', '=', 'playing')
      .executeTakeFirst();
  },

  async insert(db: Executor, r: NewRound): Promise<void> {
    await db
      .insertInto('originals_rounds')
      .values({
        id: r.id,
        member_id: r.memberId,
        game: r.game,
        request_id: r.idempotencyKey,
        seed_id: r.seedId,
        nonce: r.nonce,
        money: r.money,
        currency: r.currency,
        amount: r.amount,
        payout: r.payout,
        multiplier_bps: r.multiplierBps,
        jackpot_win: r.jackpotWin,
        status: r.status,
        params: JSON.stringify(r.params),
        result: JSON.stringify(r.result),
        steps: JSON.stringify(r.steps),
        balance_after: r.balanceAfter,
        created_at: r.at,
        ended_at: r.ended ? r.at : null,
      })
      .execute();
  },

  async recordJackpotWin(db: Executor, roundId: string, win: bigint, balanceAfter: bigint): Promise<void> {
    await db
      .updateTable('originals_rounds')
      .set({ jackpot_win: win, balance_after: balanceAfter })
      .where('id', '=', roundId)
      .execute();
  },

  /** A mines step: new state, one more step, and the end when the round is over. */
  async update(
    db: Executor,
    roundId: string,
    patch: {
      status: RoundStatus;
      payout: bigint;
      multiplierBps: bigint;
      result: Record<string, unknown>;
      step: RoundStep;
      endedAt: Date | null;
    },
  ): Promise<void> {
    await db
      .updateTable('originals_rounds')
      .set({
        status: patch.status,
        payout: patch.payout,
        multiplier_bps: patch.multiplierBps,
        result: JSON.stringify(patch.result),
        steps: sql`steps || ${JSON.stringify([patch.step])}::jsonb`,
        ended_at: patch.endedAt,
      })
      .where('id', '=', roundId)
      .execute();
  },

  /** The game's limits, and whether the catalogue has it switched on. */
  limits(db: Executor, game: SinglePlayerGame | 'crash') {
    return db
      .selectFrom('originals_limits as l')
      .innerJoin('games as g', (join) =>
        join.on('g.vendor_code', '=', 'INHOUSE').onRef('g.game_code', '=', 'l.game'),
      )
      .select(['l.min_bet', 'l.max_bet', 'l.bet_step', 'l.max_payout', 'g.active'])
      .where('l.game', '=', game)
      .executeTakeFirst();
  },
};

export type RoundRow = NonNullable<Awaited<ReturnType<typeof originalsRepository.findByRequest>>>;

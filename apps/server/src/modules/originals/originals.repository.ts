import {
  DiceBetResult,
  LimboBetResult,
  MinesStartRequest,
  PlinkoBetResult,
  RoundRecall,
  SlotSpinResult,
} from '@goldline/contract/originals';
import { type Selectable, sql } from 'kysely';
import { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import type {
  OriginalsRoundsTable,
  PlayerSeedsTable,
  RoundStatus,
  RoundStep,
  SinglePlayerGame,
} from '../../db/schema-originals.ts';

/** The columns a round is written with and read back with. */
interface RoundFields {
  id: string;
  memberId: string;
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
  steps: RoundStep[];
  balanceAfter: bigint;
}

export interface NewRound extends RoundFields {
  game: SinglePlayerGame;
  params: Record<string, unknown>;
  /** Stored as jsonb; a bigint in it (the mines payout cap) is written as a decimal string. */
  result: Record<string, unknown>;
  at: Date;
  ended: boolean;
}

// ------------------------------------------------------------------ jsonb, parsed on the way out

const JsonObject = z.record(z.string(), z.unknown());
const Steps = RoundRecall.shape.steps;

/**
 * A mines round's state in `result`: the board, the tiles opened, and the payout cap fixed at the
 * start (minor units, a decimal string in jsonb), so a limit changed mid-round does not apply.
 */
const MinesResult = z.object({
  minePositions: z.array(z.number().int()),
  revealed: z.array(z.number().int()),
  maxPayout: z
    .string()
    .regex(/^\d+$/)
    .transform((minor) => BigInt(minor)),
});
export type MinesResult = z.infer<typeof MinesResult>;
const MinesParams = MinesStartRequest.pick({ mines: true });

/**
 * The stored result of each single-step game is the game-specific part of its answer (contract);
 * keys the answer does not carry (the slot's winUnits, capped) pass through.
 */
const SINGLE_STEP_RESULT = {
  dice: DiceBetResult.pick({ roll: true }).loose(),
  limbo: LimboBetResult.pick({ result: true }).loose(),
  plinko: PlinkoBetResult.pick({ path: true, bucket: true }).loose(),
  slot: SlotSpinResult.pick({ spins: true, freeSpins: true }).loose(),
} as const;

/** JSON for a jsonb column; bigints (minor units) become decimal strings. */
const jsonb = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

// ------------------------------------------------------------------ domain records

interface RoundBase extends RoundFields {
  createdAt: Date;
  endedAt: Date | null;
  /** The seed pair's commitment and client seed (the pair the round was played with). */
  serverSeedHash: string;
  clientSeed: string;
}

export interface SingleStepRound extends RoundBase {
  game: Exclude<SinglePlayerGame, 'mines'>;
  params: Record<string, unknown>;
  result: Record<string, unknown>;
}

export interface MinesRoundRecord extends RoundBase {
  game: 'mines';
  params: { mines: number };
  result: MinesResult;
}

/** A stored round of dice, limbo, plinko, the slot or mines, with its seed pair's public half. */
export type Round = SingleStepRound | MinesRoundRecord;

/** A round read by its owner: also the pair's server seed, which shows once the pair is revealed. */
export type OwnRound = Round & { serverSeed: string; seedRevealedAt: Date | null };

/** A claimed nonce: the active pair it came from and the id the new round will have. */
export interface ClaimedNonce {
  seedId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  roundId: string;
}

export interface GameLimits {
  minBet: bigint;
  maxBet: bigint;
  betStep: bigint;
  maxPayout: bigint;
  /** Whether the catalogue has the game switched on. */
  active: boolean;
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

type RoundSelect = Selectable<OriginalsRoundsTable> &
  Pick<Selectable<PlayerSeedsTable>, 'server_seed_hash' | 'client_seed'>;

function toRound(r: RoundSelect): Round {
  const base: RoundBase = {
    id: r.id,
    memberId: r.member_id,
    idempotencyKey: r.request_id,
    seedId: r.seed_id,
    nonce: r.nonce,
    money: r.money,
    currency: r.currency,
    amount: BigInt(r.amount),
    payout: BigInt(r.payout),
    multiplierBps: BigInt(r.multiplier_bps),
    jackpotWin: r.jackpot_win === null ? null : BigInt(r.jackpot_win),
    status: r.status,
    steps: Steps.parse(r.steps),
    balanceAfter: BigInt(r.balance_after),
    createdAt: r.created_at,
    endedAt: r.ended_at,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
  };
  if (r.game === 'mines')
    return {
      ...base,
      game: r.game,
      params: MinesParams.parse(r.params),
      result: MinesResult.parse(r.result),
    };
  return {
    ...base,
    game: r.game,
    params: JsonObject.parse(r.params),
    result: SINGLE_STEP_RESULT[r.game].parse(r.result),
  };
}

const toRoundOrUndefined = (r: RoundSelect | undefined) => (r ? toRound(r) : undefined);

/** The only SQL for originals_rounds and originals_limits. */
export const originalsRepository = {
  /**
   * Takes the active pair's next nonce (the row stays locked until commit, so one member's bets
   * queue and never share a nonce) and the id the round will have. Undefined when the member has no
   * active pair, or it was rotated while this call waited for the lock.
   */
  async claimNonce(db: Executor, memberId: string): Promise<ClaimedNonce | undefined> {
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
    const row = r.rows[0];
    if (!row) return undefined;
    return {
      seedId: row.seed_id,
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: row.nonce,
      roundId: row.round_id,
    };
  },

  async findByRequest(db: Executor, memberId: string, idempotencyKey: string): Promise<Round | undefined> {
    const row = await db
      .selectFrom('originals_rounds as r')
      .innerJoin('player_seeds as s', 's.id', 'r.seed_id')
      .select(roundColumns)
      .where('r.member_id', '=', memberId)
      .where('r.request_id', '=', idempotencyKey)
      .executeTakeFirst();
    return toRoundOrUndefined(row);
  },

  /** A member's own round (anyone else's reads as missing). */
  async findOwn(db: Executor, memberId: string, roundId: string): Promise<OwnRound | undefined> {
    const row = await db
      .selectFrom('originals_rounds as r')
      .innerJoin('player_seeds as s', 's.id', 'r.seed_id')
      .select([...roundColumns, 's.server_seed', 's.revealed_at'])
      .where('r.member_id', '=', memberId)
      .where('r.id', '=', roundId)
      .executeTakeFirst();
    if (!row) return undefined;
    return { ...toRound(row), serverSeed: row.server_seed, seedRevealedAt: row.revealed_at };
  },

  /** Locks a member's round (mines reveal and cash-out queue here: one wins, the next sees it closed). */
  async lockOwn(db: Executor, memberId: string, roundId: string): Promise<Round | undefined> {
    const row = await db
      .selectFrom('originals_rounds as r')
      .innerJoin('player_seeds as s', 's.id', 'r.seed_id')
      .select(roundColumns)
      .where('r.member_id', '=', memberId)
      .where('r.id', '=', roundId)
      .forUpdate('r')
      .executeTakeFirst();
    return toRoundOrUndefined(row);
  },

  async findPlaying(db: Executor, memberId: string): Promise<Round | undefined> {
    const row = await db
      .selectFrom('originals_rounds as r')
      .innerJoin('player_seeds as s', 's.id', 'r.seed_id')
      .select(roundColumns)
      .where('r.member_id', '=', memberId)
      .where('r.status', '=', 'playing')
      .executeTakeFirst();
    return toRoundOrUndefined(row);
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
        params: jsonb(r.params),
        result: jsonb(r.result),
        steps: jsonb(r.steps),
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
      result: MinesResult;
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
        result: jsonb(patch.result),
        steps: sql`steps || ${jsonb([patch.step])}::jsonb`,
        ended_at: patch.endedAt,
      })
      .where('id', '=', roundId)
      .execute();
  },

  /** The game's limits, and whether the catalogue has it switched on. */
  async limits(db: Executor, game: SinglePlayerGame | 'crash'): Promise<GameLimits | undefined> {
    const row = await db
      .selectFrom('originals_limits as l')
      .innerJoin('games as g', (join) =>
        join.on('g.vendor_code', '=', 'INHOUSE').onRef('g.game_code', '=', 'l.game'),
      )
      .select(['l.min_bet', 'l.max_bet', 'l.bet_step', 'l.max_payout', 'g.active'])
      .where('l.game', '=', game)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      minBet: BigInt(row.min_bet),
      maxBet: BigInt(row.max_bet),
      betStep: BigInt(row.bet_step),
      maxPayout: BigInt(row.max_payout),
      active: row.active,
    };
  },
};

import * as z from 'zod';
import { Amount, IdempotencyKey } from './money.ts';

/**
 * In-house originals (issue "In-house originals"; decision 052). Every bet goes through the game
 * wallet as vendor INHOUSE. Amounts are decimal strings; multipliers are decimal strings with two
 * decimals ("2.00"); the maths lives in packages/games and the web verifier runs the same code.
 */
export const OriginalGame = z.enum(['dice', 'limbo', 'plinko', 'slot', 'mines', 'crash']);
export type OriginalGame = z.infer<typeof OriginalGame>;

/** Every bet request carries the browser's key for it: a retry with the same key replays. */
const BetBase = z.object({
  amount: Amount,
  idempotencyKey: IdempotencyKey,
});

// ------------------------------------------------------------------ seeds (fairness page)

/** GET /wps/originals/seeds */
export const SeedState = z.object({
  /** sha256 of the active server seed, shown before any bet with it. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number().int(),
  /** The seed that will follow, committed too (its hash), so a rotation is predictable. */
  nextServerSeedHash: z.string(),
});
export type SeedState = z.infer<typeof SeedState>;

/**
 * POST /wps/originals/seeds/client (answer: SeedRotation). Stake's convention: a new client seed
 * starts a new pair, so the old server seed is revealed and the nonce restarts at 0.
 */
export const ClientSeedRequest = z.object({ clientSeed: z.string().trim().min(1).max(64) });
export type ClientSeedRequest = z.infer<typeof ClientSeedRequest>;
/**
 * POST /wps/originals/seeds/rotate: reveals the old server seed (keeps the client seed). Refused with
 * ROUND_IN_PROGRESS while a mines round is in play (its board comes from the active pair).
 * `lastNonce` is the last nonce used, -1 when the pair never bet.
 */
export const SeedRotation = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    lastNonce: z.number().int(),
  }),
  current: SeedState,
});
export type SeedRotation = z.infer<typeof SeedRotation>;

/** GET /wps/originals/seeds/revealed: past seed pairs (page). */
export const RevealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  firstNonce: z.number().int(),
  lastNonce: z.number().int(),
  revealedAt: z.iso.datetime(),
});
export type RevealedSeed = z.infer<typeof RevealedSeed>;
export const RevealedSeeds = z.object({ list: z.array(RevealedSeed) });
export type RevealedSeeds = z.infer<typeof RevealedSeeds>;

// ------------------------------------------------------------------ single-step games

/**
 * Common answer of a settled bet. `roundId` is "<game>-<id>" (the betting record's round id and the
 * recall's key). `multiplier` is the one paid ("0.00" on a dice or limbo loss, the bucket's on
 * plinko, total win / bet on the slot); it has two to four decimals ("2.00", "1.125"). `win` means
 * the payout exceeds the bet. `payout` is the game's; a jackpot hit comes on top in `jackpotWin`
 * (cash only) and is already in `balance`. A replayed idempotencyKey answers the stored bet again.
 */
export const BetOutcome = z.object({
  roundId: z.string(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  amount: Amount,
  payout: Amount,
  multiplier: z.string(),
  win: z.boolean(),
  balance: Amount,
  replayed: z.boolean(),
  jackpotWin: Amount.nullable(),
});
export type BetOutcome = z.infer<typeof BetOutcome>;

/** POST /wps/originals/dice/bet: win when the roll (0.00-100.00) is under/over the target. */
export const DiceBetRequest = BetBase.extend({
  target: z.number().min(0.01).max(99.99),
  direction: z.enum(['under', 'over']),
});
export type DiceBetRequest = z.infer<typeof DiceBetRequest>;
export const DiceBetResult = BetOutcome.extend({ roll: z.number() });
export type DiceBetResult = z.infer<typeof DiceBetResult>;

/** POST /wps/originals/limbo/bet: win when the result >= target (1.01 to 1,000,000). */
export const LimboBetRequest = BetBase.extend({ target: z.string().regex(/^\d+(\.\d{1,2})?$/) });
export type LimboBetRequest = z.infer<typeof LimboBetRequest>;
export const LimboBetResult = BetOutcome.extend({ result: z.string() });
export type LimboBetResult = z.infer<typeof LimboBetResult>;

/** POST /wps/originals/plinko/bet */
export const PlinkoBetRequest = BetBase.extend({
  rows: z.number().int().min(8).max(16),
  risk: z.enum(['low', 'medium', 'high']),
});
export type PlinkoBetRequest = z.infer<typeof PlinkoBetRequest>;
export const PlinkoBetResult = BetOutcome.extend({
  path: z.array(z.number().int()),
  bucket: z.number().int(),
});
export type PlinkoBetResult = z.infer<typeof PlinkoBetResult>;

/**
 * POST /wps/originals/slot/spin: amount is the total bet over the 20 lines, a multiple of the rules'
 * betStep (a whole line bet, so every line win is an exact amount).
 */
export const SlotSpinRequest = BetBase;
export type SlotSpinRequest = z.infer<typeof SlotSpinRequest>;
export const SlotSpinResult = BetOutcome.extend({
  /** Each spin: the 5x3 window as symbol names, row-major by reel ([reel][row]), and its line wins. */
  spins: z.array(
    z.object({
      window: z.array(z.array(z.string())),
      lineWins: z.array(
        z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), pay: Amount }),
      ),
      scatterPay: Amount,
      free: z.boolean(),
      /** Reel stops (floor(f·strip length)), for the verifier. */
      stops: z.array(z.number().int()),
    }),
  ),
  freeSpins: z.number().int(),
});
export type SlotSpinResult = z.infer<typeof SlotSpinResult>;

// ------------------------------------------------------------------ mines

export const MinesRoundState = z.object({
  roundId: z.string(),
  mines: z.number().int(),
  amount: Amount,
  revealed: z.array(z.number().int()),
  status: z.enum(['playing', 'busted', 'cashed-out']),
  /** Current multiplier if cashed out now, and the next one. */
  multiplier: z.string(),
  nextMultiplier: z.string().nullable(),
  payout: Amount,
  /** Mine positions, only once the round is over. */
  minePositions: z.array(z.number().int()).nullable(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  balance: Amount,
  /** A jackpot hit by the start bet (cash only), already in balance. */
  jackpotWin: Amount.nullable(),
});
export type MinesRoundState = z.infer<typeof MinesRoundState>;
/** POST /wps/originals/mines/start */
export const MinesStartRequest = BetBase.extend({ mines: z.number().int().min(1).max(24) });
export type MinesStartRequest = z.infer<typeof MinesStartRequest>;
/** POST /wps/originals/mines/reveal */
export const MinesRevealRequest = z.object({ roundId: z.string(), tile: z.number().int().min(0).max(24) });
export type MinesRevealRequest = z.infer<typeof MinesRevealRequest>;
/** POST /wps/originals/mines/cashout */
export const MinesCashoutRequest = z.object({ roundId: z.string() });
export type MinesCashoutRequest = z.infer<typeof MinesCashoutRequest>;
/** GET /wps/originals/mines/active -> the round in play, if any (value null otherwise). */
export const MinesActive = MinesRoundState.nullable();
export type MinesActive = z.infer<typeof MinesActive>;

// ------------------------------------------------------------------ crash (WebSocket + HTTP)

export const CrashPhase = z.enum(['BETTING', 'RUNNING', 'CRASHED']);
export type CrashPhase = z.infer<typeof CrashPhase>;
/** GET /wps/originals/crash/state and the `crash` WebSocket event. */
export const CrashState = z.object({
  roundId: z.string(),
  phase: CrashPhase,
  /** BETTING: when the round starts; RUNNING: when it started (server clock, ISO). */
  startsAt: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime().nullable(),
  /** The hash of this round, published after the crash; before, its successor's commitment chain end. */
  gameHash: z.string().nullable(),
  crashPoint: z.string().nullable(),
  /** The chain's terminal hash, published before the first round. */
  terminalHash: z.string(),
  serverTime: z.iso.datetime(),
  players: z.array(
    z.object({
      name: z.string(),
      amount: Amount,
      cashedOutAt: z.string().nullable(),
      payout: Amount.nullable(),
    }),
  ),
  /** The chain's public salt (HMAC key of every crash point) and this round's place in the chain. */
  salt: z.string().optional(),
  gameNumber: z.number().int().optional(),
});
export type CrashState = z.infer<typeof CrashState>;
/** One player of a round, as in CrashState.players. */
export const CrashPlayer = CrashState.shape.players.element;
export type CrashPlayer = z.infer<typeof CrashPlayer>;
/** POST /wps/originals/crash/bet: for the current round while BETTING, else queued for the next. */
export const CrashBetRequest = BetBase.extend({
  /** Auto cash-out multiplier ("2.00"), optional. */
  autoCashout: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .optional(),
});
export type CrashBetRequest = z.infer<typeof CrashBetRequest>;
export const CrashBetResult = z.object({ roundId: z.string(), queued: z.boolean(), balance: Amount });
/** POST /wps/originals/crash/cashout */
export const CrashCashoutRequest = z.object({ roundId: z.string() });
export type CrashCashoutRequest = z.infer<typeof CrashCashoutRequest>;
export const CrashCashoutResult = z.object({
  roundId: z.string(),
  multiplier: z.string(),
  payout: Amount,
  balance: Amount,
});
/** GET /wps/originals/crash/history: last rounds with hash and crash point. */
export const CrashHistory = z.object({
  list: z.array(
    z.object({
      roundId: z.string(),
      crashPoint: z.string(),
      gameHash: z.string(),
      endedAt: z.iso.datetime(),
      /** Verify: hashing gameHash gameNumber times gives terminalHash; crash point = HMAC(salt, hash). */
      gameNumber: z.number().int().optional(),
      terminalHash: z.string().optional(),
      salt: z.string().optional(),
    }),
  ),
});
export type CrashHistory = z.infer<typeof CrashHistory>;
export type CrashBetResult = z.infer<typeof CrashBetResult>;
export type CrashCashoutResult = z.infer<typeof CrashCashoutResult>;

/**
 * Crash over the WebSocket (/ws, logged-in sockets). Server -> client, all with seq 0 (outside the
 * member's event stream): `crash` (data: CrashState) at every phase change, `crash.players` (data:
 * CrashPlayersUpdate) for bets joining and cash-outs, and `crash.cashout` answering the client's
 * cash-out. The live multiplier is computed by the client from startedAt and serverTime.
 */
export const CrashWsCashout = z.object({ type: z.literal('crash.cashout'), roundId: z.string().max(64) });
export type CrashWsCashout = z.infer<typeof CrashWsCashout>;
export const CrashPlayersUpdate = z.object({ roundId: z.string(), players: z.array(CrashPlayer) });
export type CrashPlayersUpdate = z.infer<typeof CrashPlayersUpdate>;
/**
 * The answer to a WebSocket cash-out, sent as soon as the cash-out is recorded: the payout is then
 * owed and is credited right after, so the new balance comes as the ledger's `balance` event, not
 * in the ack (`balance` is there only when the web feeds the HTTP answer through the same path).
 */
export const CrashCashoutAck = z.union([
  CrashCashoutResult.extend({ ok: z.literal(true), balance: Amount.optional() }),
  z.object({ ok: z.literal(false), roundId: z.string(), code: z.string() }),
]);
export type CrashCashoutAck = z.infer<typeof CrashCashoutAck>;

// ------------------------------------------------------------------ rules and recall

/** GET /wps/originals/rules/:game : the rules card before play. */
export const GameRules = z.object({
  game: OriginalGame,
  /** Percent, exact figure truncated to four decimals ("98.9901"). */
  rtp: z.string(),
  maxWinMultiplier: z.string(),
  minBet: Amount,
  maxBet: Amount,
  /**
   * Per-round payout cap. Dice, limbo and plinko refuse a bet that could pay more (BET_OUT_OF_RANGE);
   * the slot, mines and crash pay at most this.
   */
  maxPayout: Amount,
  /** Bets are whole multiples of this (the slot: one minor unit per line). */
  betStep: Amount,
  /** Extra return of the progressive jackpot for cash bets (percent), null when no pool is fed. */
  jackpotRtp: z.string().nullable(),
});
export type GameRules = z.infer<typeof GameRules>;

/**
 * GET /wps/originals/rounds/:roundId ("dice-42", the owner only): every step and the seeds to
 * recompute it (revealed or hashed). A mines board in play is not in `result` until the round ends.
 */
export const RoundRecall = z.object({
  roundId: z.string(),
  game: OriginalGame,
  amount: Amount,
  payout: Amount,
  nonce: z.number().int().nullable(),
  serverSeedHash: z.string().nullable(),
  /** Null until the seed pair is rotated. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()),
  steps: z.array(
    z.object({ kind: z.string(), time: z.iso.datetime(), data: z.record(z.string(), z.unknown()) }),
  ),
  time: z.iso.datetime(),
});
export type RoundRecall = z.infer<typeof RoundRecall>;

import type { VendorStatus } from '@goldline/contract/vendor-wallet';
import type { Executor } from '../../db/database.ts';
import type { SinglePlayerGame } from '../../db/schema-originals.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { WalletAnswer } from '../game-wallet/game-wallet.types.ts';
import type { JackpotService } from '../jackpot/jackpot.service.ts';
import type { Trx } from '../ledger/ledger.types.ts';
import { type ClaimedNonce, originalsRepository, type Round } from './originals.repository.ts';
import { seedsRepository } from './seeds.repository.ts';
import type { SeedsService } from './seeds.service.ts';

/** What every originals call knows about the caller (trial members play with play money, no jackpot). */
export interface Player {
  memberId: string;
  trial: boolean;
}

export interface Limits {
  minBet: bigint;
  maxBet: bigint;
  betStep: bigint;
  maxPayout: bigint;
}

export const VENDOR = 'INHOUSE';
export const roundRef = (game: string, id: string) => `${game}-${id}`;
/** The game wallet's transaction ids of a round: the bet keyed by the browser's request id, the end by the round. */
export const betTxId = (memberId: string, idempotencyKey: string) => `${memberId}:${idempotencyKey}`;
export const endTxId = (memberId: string, ref: string) => `${memberId}:${ref}:end`;

/** "dice-42" -> { game, id }; anything else reads as not found. */
export function parseRoundRef(ref: string): { game: string; id: string } {
  const match = /^([a-z]+)-(\d{1,18})$/.exec(ref);
  if (!match) throw new AppError('NOT_FOUND');
  return { game: match[1]!, id: match[2]! };
}

/** Thrown inside a bet's transaction when its request id already has a round: rolls back, answers that one. */
export class Replayed extends Error {
  constructor(readonly round: Round) {
    super('replayed');
  }
}

/** JSON with sorted keys: jsonb gives stored params back in its own key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * The round a request id already has, if that request is this one; the same id for another bet
 * (game, amount or parameters) is IDEMPOTENCY_CONFLICT, as in the ledger.
 */
export function replayOf(
  round: Round | undefined,
  bet: { game: string; amount: bigint; params: Record<string, unknown> },
): Replayed | null {
  if (!round) return null;
  if (
    round.game !== bet.game ||
    round.amount !== bet.amount ||
    canonical(round.params) !== canonical(bet.params)
  )
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return new Replayed(round);
}

/**
 * The one replay check of an in-house bet (decision 064), made inside the bet's transaction right
 * after the nonce claim: the seed pair's row lock orders a member's bets, so a concurrent copy of
 * a request sees the round of the first once it waits its turn. A key with a round answers that
 * round (throws Replayed, rolling the claim back) or IDEMPOTENCY_CONFLICT; only a new bet is then
 * held against the limits, so a retry of a bet that went through is never refused by a limit
 * changed since. The game wallet's claim of the same key stays the money guard behind it.
 */
export async function claimBet(
  trx: Trx,
  memberId: string,
  idempotencyKey: string,
  bet: { game: string; amount: bigint; params: Record<string, unknown> },
  limits: Limits,
  maxMultiplierBps: bigint | null,
): Promise<void> {
  const replay = replayOf(await originalsRepository.findByRequest(trx, memberId, idempotencyKey), bet);
  if (replay) throw replay;
  checkBet(bet.amount, limits, maxMultiplierBps);
}

/** The game's limits; a game switched off in the catalogue takes no bets. */
export async function loadLimits(db: Executor, game: SinglePlayerGame): Promise<Limits> {
  const limits = await originalsRepository.limits(db, game);
  if (!limits?.active) throw new AppError('GAME_UNAVAILABLE');
  const { minBet, maxBet, betStep, maxPayout } = limits;
  return { minBet, maxBet, betStep, maxPayout };
}

/**
 * Amount within [min, max] and a whole number of steps; when `maxMultiplierBps` is given (dice,
 * limbo, plinko), the most the bet can pay must fit the payout cap too.
 */
export function checkBet(amount: bigint, limits: Limits, maxMultiplierBps: bigint | null): void {
  if (amount < limits.minBet || amount > limits.maxBet) throw new AppError('BET_OUT_OF_RANGE');
  if (amount % limits.betStep !== 0n) throw validationFailed({ amount: 'step' });
  if (maxMultiplierBps !== null && (amount * maxMultiplierBps) / 10_000n > limits.maxPayout)
    throw new AppError('BET_OUT_OF_RANGE');
}

/**
 * The active pair's next nonce and the new round's id, under the pair's row lock. The usual bet
 * claims at once (one statement). The claim finds nothing on first use, or when a rotation
 * committed while this waited on the row lock (the old row is inactive then): the bet then queues
 * behind the member's rotations on their lock (seedsRepository.lockMemberSeeds), after which no
 * rotation is in flight and the active pair, created here on first use, is the one to claim.
 */
export async function claimNonce(trx: Trx, seeds: SeedsService, memberId: string): Promise<ClaimedNonce> {
  // The next nonce changes: the cached seed state goes, here now and everywhere once committed.
  seeds.changed(trx, memberId);
  const claimed = await originalsRepository.claimNonce(trx, memberId);
  if (claimed) return claimed;
  await seedsRepository.lockMemberSeeds(trx, memberId);
  await seeds.ensureActive(trx, memberId);
  const retried = await originalsRepository.claimNonce(trx, memberId);
  if (!retried) throw new Error('no active seed pair after the rotation lock');
  return retried;
}

const refusals: Partial<Record<VendorStatus, AppError['code']>> = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_BALANCE',
  TRANSACTION_MISMATCH: 'IDEMPOTENCY_CONFLICT',
  ROUND_CLOSED: 'ROUND_CLOSED',
  GAME_NOT_FOUND: 'GAME_UNAVAILABLE',
  VENDOR_DISABLED: 'GAME_UNAVAILABLE',
  CURRENCY_MISMATCH: 'CURRENCY_MISMATCH',
};

/**
 * The wallet answers business outcomes as statuses; here anything but a first-time OK aborts the
 * bet's transaction (nonce and round included). A wallet replay without our round would mean the id
 * was used by another game: a conflict, never a second answer.
 */
export function assertPaid(answer: WalletAnswer): void {
  if (answer.status === 'OK' && !answer.replayed) return;
  if (answer.status === 'OK') throw new AppError('IDEMPOTENCY_CONFLICT');
  throw new AppError(refusals[answer.status] ?? 'INTERNAL_ERROR', undefined, `game wallet: ${answer.status}`);
}

/**
 * A cash bet's jackpot contribution, the last step of its transaction: the pool row is the one lock
 * every cash bet shares, so it is held only until commit. A hit is written on the round (already
 * stored) with the balance that includes it. Play money never feeds the jackpot.
 */
export async function feedJackpot(
  trx: Trx,
  jackpot: JackpotService,
  player: Player,
  round: { id: string; game: string; amount: bigint; currency: string; balanceAfter: bigint },
): Promise<{ jackpotWin: bigint | null; balanceAfter: bigint }> {
  if (player.trial) return { jackpotWin: null, balanceAfter: round.balanceAfter };
  const ref = roundRef(round.game, round.id);
  const jackpotWin = await jackpot.contribute(trx, {
    memberId: player.memberId,
    amount: round.amount,
    roundRef: ref,
    currency: round.currency,
  });
  if (jackpotWin === null) return { jackpotWin, balanceAfter: round.balanceAfter };
  const balanceAfter = round.balanceAfter + jackpotWin;
  await originalsRepository.recordJackpotWin(trx, round.id, jackpotWin, balanceAfter);
  return { jackpotWin, balanceAfter };
}

/**
 * A round's result as the recall shows it: a mines board stays on the server until its round is over,
 * and the payout cap kept with it (minor units, a rule of the round) is not part of the result.
 */
export function publicResult(status: string, result: Record<string, unknown>): Record<string, unknown> {
  const { minePositions, maxPayout: _cap, ...rest } = result;
  return status === 'playing' || minePositions === undefined ? rest : { minePositions, ...rest };
}

/**
 * Playing and settling one paid spin of the slot from provably fair floats (shared reference
 * "games-math" §0 and §2): reel r stops at floor(f_r·L_r) (exact, provably-fair.ts boundary rule); the
 * window shows strip[(stop + row) mod L]. One paid spin = one nonce: floats 0–4 are the base spin, and
 * free spin i uses floats 5 + 5i … 9 + 5i of the same stream (later HMAC rounds of the same nonce), so
 * the server always derives 105 floats and a verifier recomputes the whole round from the seeds.
 * Wins are integers in line bets; the payout is total bet × units / 20, floored to the minor unit.
 */
import { floats, floatToInt } from '../provably-fair.ts';
import { type CompiledReels, evaluateSpin, FREE_SPINS_AWARDED, type SpinEvaluation } from './evaluate.ts';
import { LINE_COUNT, REELS } from './lines.ts';
import { BASE_REELS, FREE_SPIN_REELS } from './machine.ts';
import { FREE_SPIN_MULTIPLIER } from './paytable.ts';

export const MAX_FREE_SPINS = Math.max(...FREE_SPINS_AWARDED);
export const SLOT_FLOATS = REELS * (1 + MAX_FREE_SPINS);
/** Declared figures; slot.test.ts checks them against the exact enumeration (rtp.ts). */
export const SLOT_DECLARED_RTP_PERCENT = '96.3654';
/** A bound (in total bets) that no paid spin can exceed; the exact bound is rtp.ts maxWin. */
export const SLOT_MAX_WIN_X = 9169;

export interface SpinResult extends SpinEvaluation {
  readonly stops: number[];
}

export interface SlotOutcome {
  readonly base: SpinResult;
  readonly freeSpins: SpinResult[];
  /** Everything the round pays, free-spin multiplier included, in line bets. */
  readonly winUnits: number;
}

function spinAt(reels: CompiledReels, fs: readonly number[], offset: number): SpinResult {
  const stops = reels.lengths.map((length, r) => floatToInt(fs[offset + r]!, length));
  return { stops, ...evaluateSpin(reels, stops) };
}

export function playSlot(fs: readonly number[]): SlotOutcome {
  if (fs.length < SLOT_FLOATS) throw new Error(`a slot round takes ${SLOT_FLOATS} floats`);
  const base = spinAt(BASE_REELS, fs, 0);
  const awarded = FREE_SPINS_AWARDED[Math.min(base.scatters, FREE_SPINS_AWARDED.length - 1)]!;
  const freeSpins = Array.from({ length: awarded }, (_, i) => spinAt(FREE_SPIN_REELS, fs, REELS * (1 + i)));
  const winUnits = base.win + FREE_SPIN_MULTIPLIER * freeSpins.reduce((sum, spin) => sum + spin.win, 0);
  return { base, freeSpins, winUnits };
}

export async function playSlotFromSeeds(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<SlotOutcome> {
  return playSlot(await floats(serverSeed, clientSeed, nonce, SLOT_FLOATS));
}

export function slotPayout(totalBetMinor: bigint, outcome: SlotOutcome): bigint {
  if (totalBetMinor < 0n) throw new Error('negative bet');
  return (totalBetMinor * BigInt(outcome.winUnits)) / BigInt(LINE_COUNT);
}

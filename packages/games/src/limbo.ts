/**
 * Limbo (shared reference "games-math" §1, Stake game events). Stake's published formula
 * `1e8/(f·1e8)·0.99` is, as lucasholder/fair src/games/limbo.rs found by reading Stake's verifier,
 * really `1e8/(floor(f·1e8)+1)·0.99`, floored to two decimals. We compute it in integers:
 *   n = floor(f·1e8) ∈ [0, 1e8), result (hundredths) = max(100, floor(9.9e9 / (n+1))).
 * floor(f·1e8) is exact (see provably-fair.ts boundary rule). The final division is exact here while
 * Stake's doubles multiply by an inexact 0.99 and may land one hundredth lower in rare cases; ours is
 * the rule of record. The player wins target × bet when result ≥ target: P ≈ 0.99/target, RTP ≈ 99%
 * (exactly: limboRtp; within ±0.011% up to 10,000x, and up to 1% lower near 1,000,000x because only
 * floor(9.9e9/t) of the 1e8 buckets win, the same grain Stake's formula has).
 */
import { payoutCents } from './money.ts';
import { floats } from './provably-fair.ts';
import { type Rational, ratio } from './rational.ts';

const RESOLUTION = 100_000_000; // 1e8 buckets, Stake's
const NUMERATOR = 9_900_000_000n; // 1e8 · 0.99 · 100 (hundredths)
export const LIMBO_FLOATS = 1;
export const LIMBO_MIN_TARGET_CENTS = 101n;
/** 1,000,000x: the declared max win. */
export const LIMBO_MAX_TARGET_CENTS = 100_000_000n;
export const LIMBO_DECLARED_RTP: Rational = ratio(99n, 100n);

export function limboResultCents(float: number): bigint {
  const n = Math.floor(float * RESOLUTION); // exact: f = k/2^32 and k·1e8/2^32 = k·390625/2^24 < 2^53
  const cents = NUMERATOR / BigInt(n + 1);
  return cents < 100n ? 100n : cents;
}

export async function limboResultFromSeeds(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<bigint> {
  const [f] = await floats(serverSeed, clientSeed, nonce, LIMBO_FLOATS);
  return limboResultCents(f!);
}

function checkTarget(targetCents: bigint): void {
  if (targetCents < LIMBO_MIN_TARGET_CENTS || targetCents > LIMBO_MAX_TARGET_CENTS)
    throw new Error('target out of range');
}

/**
 * Exact P(result ≥ target) over the 2^32 equally likely floats: result ≥ t ⇔ n+1 ≤ 9.9e9/t, and
 * n ≤ N ⇔ k < (N+1)·2^24/390625, so the count of k is ceil((N+1)·2^24/390625).
 */
export function limboWinProbability(targetCents: bigint): Rational {
  checkTarget(targetCents);
  let last = NUMERATOR / targetCents; // N+1
  if (last > BigInt(RESOLUTION)) last = BigInt(RESOLUTION);
  const scaled = last * 2n ** 24n;
  const count = (scaled + 390_624n) / 390_625n;
  return ratio(count, 2n ** 32n);
}

export function limboRtp(targetCents: bigint): Rational {
  const p = limboWinProbability(targetCents);
  return ratio(p.num * targetCents, p.den * 100n);
}

export interface LimboSettlement {
  readonly resultCents: bigint;
  readonly win: boolean;
  readonly payoutMinor: bigint;
}

export function settleLimbo(betMinor: bigint, targetCents: bigint, resultCents: bigint): LimboSettlement {
  checkTarget(targetCents);
  const win = resultCents >= targetCents;
  return { resultCents, win, payoutMinor: win ? payoutCents(betMinor, targetCents) : 0n };
}

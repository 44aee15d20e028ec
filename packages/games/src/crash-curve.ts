/**
 * Crash growth curve (shared reference "games-math" §1 Crash, bustabit growthFunc):
 * m(t) = floor(100·e^(0.00006·t_ms)) hundredths; 2x at 11.55 s, 10x at 38.4 s, 100x at 76.8 s. The
 * server clock is authoritative; `crashTimeMs` is the first whole millisecond at which the curve
 * reaches a multiplier, found by the exact forward function so that the two can never disagree.
 */
export const GROWTH_PER_MS = 0.00006;

export function multiplierAtCents(elapsedMs: number): bigint {
  if (elapsedMs <= 0) return 100n;
  return BigInt(Math.floor(100 * Math.exp(GROWTH_PER_MS * elapsedMs)));
}

/** Smallest whole t ≥ 0 with multiplierAtCents(t) ≥ cents: the inverse of the curve. */
export function timeForCents(cents: bigint): number {
  if (cents <= 100n) return 0;
  let t = Math.max(0, Math.ceil(Math.log(Number(cents) / 100) / GROWTH_PER_MS));
  while (t > 0 && multiplierAtCents(t - 1) >= cents) t -= 1;
  while (multiplierAtCents(t) < cents) t += 1;
  return t;
}

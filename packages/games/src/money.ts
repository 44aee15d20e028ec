/**
 * Payout arithmetic in integer minor units (bigint). Multipliers are basis points (1x = 10,000) or
 * exact rationals. Rule for every game: the payout is truncated (floored) to the minor unit, in the
 * house's favour by less than one minor unit, the same way bustabit and Stake floor results to two
 * decimals; never round up, so a declared RTP is never exceeded by rounding.
 */
import type { Rational } from './rational.ts';

export const BPS_PER_X = 10_000n;

export function payoutBps(betMinor: bigint, multiplierBps: bigint): bigint {
  if (betMinor < 0n || multiplierBps < 0n) throw new Error('negative bet or multiplier');
  return (betMinor * multiplierBps) / BPS_PER_X;
}

export function payoutRational(betMinor: bigint, multiplier: Rational): bigint {
  if (betMinor < 0n || multiplier.num < 0n) throw new Error('negative bet or multiplier');
  return (betMinor * multiplier.num) / multiplier.den;
}

/** Multiplier in hundredths (2.35x = 235), the unit crash and limbo results are shown in. */
export function payoutCents(betMinor: bigint, multiplierCents: bigint): bigint {
  if (betMinor < 0n || multiplierCents < 0n) throw new Error('negative bet or multiplier');
  return (betMinor * multiplierCents) / 100n;
}

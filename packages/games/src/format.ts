import type { Rational } from './rational.ts';

/**
 * The texts the API and the web both write (decision 064): pure, integer-only, no zod, so the web's
 * first page may import them. Multipliers in basis points (1x = 10,000), hundredths (2.35x = 235)
 * and exact rationals as percentages.
 */

/**
 * Multiplier text: basis points as a decimal with at least two and at most four decimals ("2.00",
 * "1.125", "1414.2857"); the contract's "2.00" style without hiding a fraction that pays.
 */
export function multiplierText(bps: bigint): string {
  const whole = bps / 10_000n;
  const frac = (bps % 10_000n)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${frac.length < 2 ? frac.padEnd(2, '0') : frac}`;
}

/** Hundredths (2.35x = 235, a dice roll 49.87 = 4987) as the two-decimal text. */
export function centsText(cents: bigint | number): string {
  const value = BigInt(cents);
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}

/** An exact rational as a percentage, truncated to `decimals` (never rounded up: a declared RTP). */
export function percentText(value: Rational, decimals = 4): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (value.num * 100n * scale) / value.den;
  const whole = scaled / scale;
  return decimals > 0 ? `${whole}.${(scaled % scale).toString().padStart(decimals, '0')}` : `${whole}`;
}

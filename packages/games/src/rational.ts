/**
 * Exact non-negative-or-signed rationals over bigint, for RTP and multipliers that must not drift
 * (shared reference "games-math": money and multipliers in integers, never JS floats).
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function ratio(num: bigint | number, den: bigint | number = 1n): Rational {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new Error('division by zero');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const add = (a: Rational, b: Rational): Rational =>
  ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational): Rational =>
  ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational): Rational => ratio(a.num * b.num, a.den * b.den);
export const div = (a: Rational, b: Rational): Rational => ratio(a.num * b.den, a.den * b.num);
export const compare = (a: Rational, b: Rational): number => {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};
export const equals = (a: Rational, b: Rational): boolean => compare(a, b) === 0;

/** Nearest double, good to ~1e-15 relative even when num and den exceed 2^53. */
export function toNumber(r: Rational): number {
  const scale = 10n ** 18n;
  const whole = r.num / r.den;
  const frac = ((r.num % r.den) * scale) / r.den;
  return Number(whole) + Number(frac) / 1e18;
}

/**
 * Percent of `goal` done, from decimal strings, in BigInt so 99.99% never reads 100% and a goal
 * already passed reads 100. Whole percents, rounded down.
 */
export function progressPercent(done: string, goal: string): number {
  const minor = (v: string) => {
    const [whole = '0', frac = ''] = v.split('.');
    return BigInt(whole + frac.padEnd(8, '0').slice(0, 8));
  };
  const g = minor(goal);
  if (g <= 0n) return 100;
  const d = minor(done);
  return d >= g ? 100 : Number((d * 100n) / g);
}

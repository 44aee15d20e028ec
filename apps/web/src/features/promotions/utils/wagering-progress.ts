/**
 * Wagering progress from the server's decimal strings without floats (docs/architecture.md
 * "Money"): both figures are scaled to integers of 8 decimals (contract MAX_DECIMALS), the ratio is
 * taken in BigInt and rounded down to a whole percent, so 99.99% never shows as 100%.
 */
const SCALE = 8;

function toUnits(amount: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(whole + fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return sign ? -units : units;
}

/** Whole percent of `done` over `required`, 0 to 100; 100 when nothing is required. */
export function wageringPercent(done: string, required: string): number {
  const need = toUnits(required);
  const have = toUnits(done);
  if (need === null || have === null) return 0;
  if (need <= 0n) return 100;
  if (have <= 0n) return 0;
  if (have >= need) return 100;
  return Number((have * 100n) / need);
}

/**
 * The display-only jackpot counter of spec sections 4 and 9, shown when no real pool exists: a
 * random start between 100,000,000 and 1,000,000,000, rising by a random 100 to 500 every 3, 4 or
 * 5 seconds, two decimals. It is decoration, not money: values are whole cents in a plain number
 * (exact far beyond 10^11) and never leave the browser. `random` is injected for tests.
 */
export const DISPLAY_JACKPOT_MIN = 100_000_000;
export const DISPLAY_JACKPOT_MAX = 1_000_000_000;
export const DISPLAY_STEP_MIN = 100;
export const DISPLAY_STEP_MAX = 500;
export const DISPLAY_INTERVALS_MS = [3000, 4000, 5000] as const;

type Random = () => number;

const cents = (units: number) => Math.round(units * 100);

export function displayStartCents(random: Random): number {
  return cents(DISPLAY_JACKPOT_MIN) + Math.floor(random() * cents(DISPLAY_JACKPOT_MAX - DISPLAY_JACKPOT_MIN));
}

export function displayStepCents(random: Random): number {
  return cents(DISPLAY_STEP_MIN) + Math.floor(random() * cents(DISPLAY_STEP_MAX - DISPLAY_STEP_MIN));
}

export function displayDelayMs(random: Random): number {
  const index = Math.min(DISPLAY_INTERVALS_MS.length - 1, Math.floor(random() * DISPLAY_INTERVALS_MS.length));
  return DISPLAY_INTERVALS_MS[index]!;
}

/** 12345 -> "123.45" (the decimal-string form the money formatter takes). */
export function centsToAmount(value: number): string {
  const whole = Math.floor(value / 100);
  return `${whole}.${String(value % 100).padStart(2, '0')}`;
}

/** "1234.5" -> 123450; amounts with more than two decimals are cut, never rounded up. */
export function amountToCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

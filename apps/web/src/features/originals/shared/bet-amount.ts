import { amountToMinor, minorToAmount } from '@goldline/contract/money';

/**
 * The bet-amount buttons (half, double, min, max) in integer minor units, never floats
 * (docs/architecture.md "Money"). A typed amount that does not parse starts from the minimum.
 */
export interface BetLimits {
  readonly min: string;
  readonly max: string;
  readonly decimals: number;
  /** Bets are whole multiples of this many minor units (the slot: one minor unit per line). */
  readonly step?: bigint;
}

function toMinor(amount: string, decimals: number): bigint | null {
  const text = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  // Extra decimals are cut, not rejected: the buttons must always produce a valid amount.
  return amountToMinor(fraction ? `${whole}.${fraction.slice(0, decimals)}` : whole!, decimals);
}

/** Limits with more decimals than the currency (a "0.001" minimum) round inwards. */
function limitMinor(limit: string, decimals: number, up: boolean): bigint {
  const [whole, fraction = ''] = limit.split('.');
  const cut = amountToMinor(fraction ? `${whole}.${fraction.slice(0, decimals)}` : whole!, decimals);
  const dropped = fraction.slice(decimals).replace(/0+$/, '');
  return up && dropped ? cut + 1n : cut;
}

export function clampBet(minor: bigint, limits: BetLimits): bigint {
  const step = limits.step ?? 1n;
  const min = limitMinor(limits.min, limits.decimals, true);
  const max = limitMinor(limits.max, limits.decimals, false);
  const stepped = minor - (minor % step);
  const lowest = min % step === 0n ? min : min + step - (min % step);
  return stepped < lowest ? lowest : stepped > max ? max - (max % step) : stepped;
}

/** A typed amount that is not a whole number of steps (the field explains the step). */
export function offStep(minor: bigint, step: bigint | undefined): boolean {
  return step !== undefined && minor % step !== 0n;
}

export type BetAdjustment = 'half' | 'double' | 'min' | 'max';

export function adjustBet(amount: string, how: BetAdjustment, limits: BetLimits): string {
  const { decimals } = limits;
  const current = toMinor(amount, decimals) ?? limitMinor(limits.min, decimals, true);
  const next =
    how === 'half'
      ? current / 2n
      : how === 'double'
        ? current * 2n
        : how === 'min'
          ? limitMinor(limits.min, decimals, true)
          : limitMinor(limits.max, decimals, false);
  return minorToAmount(clampBet(next, limits), decimals);
}

/** Minor units of a valid amount, or null (the field shows why). */
export function betMinor(amount: string, decimals: number): bigint | null {
  const text = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(text) || (text.split('.')[1]?.length ?? 0) > decimals) return null;
  return amountToMinor(text, decimals);
}

import { amountToMinor, minorToAmount } from '@goldline/contract/money';
import type { Selection } from '@goldline/games/lottery/types';

/** One ticket waiting in the bet slip: a bet type, its parsed selection and what it costs. */
export interface SlipItem {
  readonly id: string;
  readonly betTypeCode: string;
  readonly selection: Selection;
  readonly units: number;
  readonly unitStake: string;
}

/** The slip's total in the currency's minor units: Σ units × unit stake, times the chased issues. */
export function slipTotal(items: readonly SlipItem[], issues: number, decimals: number): string {
  let minor = 0n;
  for (const item of items) minor += BigInt(item.units) * amountToMinor(item.unitStake, decimals);
  return minorToAmount(minor * BigInt(Math.max(1, issues)), decimals);
}

export const slipUnits = (items: readonly SlipItem[]) => items.reduce((sum, item) => sum + item.units, 0);

/** An idempotency key (contract: 8–64 of [A-Za-z0-9._:-]) for one ticket's POST. */
export const newIdempotencyKey = () => `lot-${crypto.randomUUID()}`;

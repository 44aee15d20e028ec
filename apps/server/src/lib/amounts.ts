import { amountToMinor } from '@goldline/contract/money';
import { validationFailed } from './app-error.ts';

/** Decimal string -> minor units; more decimals than the currency has is a field error, not a 500. */
export function toMinor(amount: string, decimals: number, field = 'amount'): bigint {
  try {
    return amountToMinor(amount, decimals);
  } catch {
    throw validationFailed({ [field]: 'pattern' });
  }
}

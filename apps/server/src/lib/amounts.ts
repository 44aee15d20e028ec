import { amountToMinor } from '@goldline/contract/money';
import { validationFailed } from './app-error.ts';

/**
 * The server's one amount parser (decision 064): decimal string -> minor units in the site
 * currency's decimals. The contract only checks the shape (up to 8 decimals); anything this currency
 * can't hold is one field error, VALIDATION_FAILED with the field and 'decimals', never a 500.
 */
export function toMinor(amount: string, decimals: number, field = 'amount'): bigint {
  try {
    return amountToMinor(amount, decimals);
  } catch {
    throw validationFailed({ [field]: 'decimals' });
  }
}

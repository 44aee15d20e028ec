import * as z from 'zod';
import { Amount } from './money.ts';

export const WalletBalance = z.object({
  balance: Amount,
  /** balance minus pending holds (withdrawals under review): what can be spent now. */
  available: Amount.optional(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Trial accounts play with play money that can never reach real money (issue 3). */
  playMoney: z.boolean(),
});
export type WalletBalance = z.infer<typeof WalletBalance>;

import type { LimboBetResult } from '@goldline/contract/originals';
import { sendBet } from '../../shared/api/send-bet';

/** POST /wps/originals/limbo/bet; target is a multiplier text with two decimals ("2.00"). */
export const placeLimboBet = (body: { amount: string; requestId: string; target: string }) =>
  sendBet<LimboBetResult>('/wps/originals/limbo/bet', body);

import type { DiceBetResult } from '@goldline/contract/originals';
import { sendBet } from '../../shared/api/send-bet';

/** POST /wps/originals/dice/bet; target in percent with two decimals (0.01-99.99). */
export const placeDiceBet = (body: {
  amount: string;
  requestId: string;
  target: number;
  direction: 'under' | 'over';
}) => sendBet<DiceBetResult>('/wps/originals/dice/bet', body);

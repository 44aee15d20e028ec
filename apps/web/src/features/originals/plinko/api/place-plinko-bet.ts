import type { PlinkoBetResult } from '@goldline/contract/originals';
import { sendBet } from '../../shared/api/send-bet';

/** POST /wps/originals/plinko/bet */
export const placePlinkoBet = (body: {
  amount: string;
  requestId: string;
  rows: number;
  risk: 'low' | 'medium' | 'high';
}) => sendBet<PlinkoBetResult>('/wps/originals/plinko/bet', body);

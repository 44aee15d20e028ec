import type { SlotSpinResult } from '@goldline/contract/originals';
import { sendBet } from '../../shared/api/send-bet';

/** POST /wps/originals/slot/spin: amount is the total bet over the 20 lines. */
export const spinSlot = (body: { amount: string; requestId: string }) =>
  sendBet<SlotSpinResult>('/wps/originals/slot/spin', body);

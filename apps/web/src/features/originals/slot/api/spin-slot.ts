import { originalsRoutes } from '@goldline/contract/api/originals.routes';
import type { SlotSpinRequest } from '@goldline/contract/originals';
import { sendBet } from '../../shared/api/send-bet';

/** POST /wps/originals/slot/spin: amount is the total bet over the 20 lines. */
export const spinSlot = (body: SlotSpinRequest) => sendBet(originalsRoutes.slot, body);

import { originalsRoutes } from '@goldline/contract/api/originals.routes';
import type { PlinkoBetRequest } from '@goldline/contract/originals';
import { sendBet } from '../../shared/api/send-bet';

/** POST /wps/originals/plinko/bet */
export const placePlinkoBet = (body: PlinkoBetRequest) => sendBet(originalsRoutes.plinko, body);

import { originalsRoutes } from '@goldline/contract/api/originals.routes';
import type { DiceBetRequest } from '@goldline/contract/originals';
import { sendBet } from '../../shared/api/send-bet';

/** POST /wps/originals/dice/bet; target in percent with two decimals (0.01-99.99). */
export const placeDiceBet = (body: DiceBetRequest) => sendBet(originalsRoutes.dice, body);

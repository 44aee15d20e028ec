import { originalsRoutes } from '@goldline/contract/api/originals.routes';
import type { LimboBetRequest } from '@goldline/contract/originals';
import { sendBet } from '../../shared/api/send-bet';

/** POST /wps/originals/limbo/bet; target is a multiplier text with two decimals ("2.00"). */
export const placeLimboBet = (body: LimboBetRequest) => sendBet(originalsRoutes.limbo, body);

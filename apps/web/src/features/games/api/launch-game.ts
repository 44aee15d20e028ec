import { gamesRoutes } from '@goldline/contract/api/games.routes';
import { call } from '../../../lib/api-client';
import { CLIENT_TYPE } from './game-params';

/** GET /wps/game/launchGame: a one-time launch for the member (trial users only for free-play games). */
export function launchGame(nodeId: string, language: string, backPath: string) {
  return call(gamesRoutes.launch, {
    query: { nodeId, language, clientType: CLIENT_TYPE, backUrl: backPath },
  });
}

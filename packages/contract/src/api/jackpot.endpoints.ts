import { JackpotPools } from '../content.ts';
import { endpoint } from '../endpoint.ts';
import { jackpotRoutes as r } from './jackpot.routes.ts';

export const jackpotEndpoints = {
  pools: endpoint(r.pools, { response: JackpotPools }),
};

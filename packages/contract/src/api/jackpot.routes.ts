import { route } from '../route.ts';

/** Public: the home page's jackpot counter shows real pools (spec section 4). */
export const jackpotRoutes = {
  pools: route({ method: 'GET', path: '/wps/jackpot/pools', auth: 'none' }),
};

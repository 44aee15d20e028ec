import { route } from '../route.ts';

/** Betting record (member centre): trial members see their play-money rounds too. */
export const bettingRoutes = {
  bets: route({ method: 'GET', path: '/wps/records/bets', auth: 'member' }),
  bet: route({ method: 'GET', path: '/wps/records/bets/:id', auth: 'member' }),
};

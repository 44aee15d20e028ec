import { route } from '../route.ts';

/**
 * The agent centre (spec section 2 "Agent centre pages", section 6 "Agent"; issue 13). Every route
 * needs an agent session; a member id outside the caller's downline answers NOT_FOUND (decision 077).
 * The public affiliate-code check `GET /wps/agent/affiliate` lives with registration (member.routes.ts).
 */
export const agentRoutes = {
  me: route({ method: 'GET', path: '/wps/agent/me', auth: 'agent' }),
  overview: route({ method: 'GET', path: '/wps/agent/team/overview', auth: 'agent' }),
  downlines: route({ method: 'GET', path: '/wps/agent/downlines', auth: 'agent' }),
  downline: route({ method: 'GET', path: '/wps/agent/downlines/:id', auth: 'agent' }),
  registerDownline: route({ method: 'POST', path: '/wps/agent/downlines', auth: 'agent', gate: true }),
  transfer: route({ method: 'POST', path: '/wps/agent/downlines/:id/transfer', auth: 'agent', gate: true }),
  bettingLock: route({ method: 'PUT', path: '/wps/agent/downlines/:id/betting-lock', auth: 'agent' }),
  affiliateLinks: route({ method: 'GET', path: '/wps/agent/affiliate/links', auth: 'agent' }),
  createAffiliateLink: route({ method: 'POST', path: '/wps/agent/affiliate/links', auth: 'agent' }),
  bets: route({ method: 'GET', path: '/wps/agent/reports/bets', auth: 'agent' }),
  pnl: route({ method: 'GET', path: '/wps/agent/reports/pnl', auth: 'agent' }),
  revenue: route({ method: 'GET', path: '/wps/agent/reports/revenue', auth: 'agent' }),
  transactions: route({ method: 'GET', path: '/wps/agent/reports/transactions', auth: 'agent' }),
  announcements: route({ method: 'GET', path: '/wps/agent/announcements', auth: 'agent' }),
};

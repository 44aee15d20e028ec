import { route } from '../route.ts';

/**
 * Crash over HTTP (docs/decisions/053-crash-loop.md). State and history are public so guests can
 * watch by polling; bets and cash-outs need a member. A cash-out is not gated by maintenance: the
 * money of a running round is the player's to take. (The WebSocket cash-out is not an HTTP call.)
 */
export const crashRoutes = {
  state: route({ method: 'GET', path: '/wps/originals/crash/state', auth: 'none' }),
  history: route({ method: 'GET', path: '/wps/originals/crash/history', auth: 'none' }),
  bet: route({ method: 'POST', path: '/wps/originals/crash/bet', auth: 'member', gate: true, bet: true }),
  cashout: route({ method: 'POST', path: '/wps/originals/crash/cashout', auth: 'member' }),
};

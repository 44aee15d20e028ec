import { route } from '../route.ts';

/**
 * In-house originals over HTTP (decision 052). Members and trial members play (trial with play
 * money); bets stop during maintenance and for blocked regions (gate). The rules card is public.
 */
export const originalsRoutes = {
  seeds: route({ method: 'GET', path: '/wps/originals/seeds', auth: 'member' }),
  clientSeed: route({ method: 'POST', path: '/wps/originals/seeds/client', auth: 'member', gate: true }),
  rotateSeeds: route({ method: 'POST', path: '/wps/originals/seeds/rotate', auth: 'member', gate: true }),
  revealedSeeds: route({ method: 'GET', path: '/wps/originals/seeds/revealed', auth: 'member' }),
  dice: route({ method: 'POST', path: '/wps/originals/dice/bet', auth: 'member', gate: true, bet: true }),
  limbo: route({ method: 'POST', path: '/wps/originals/limbo/bet', auth: 'member', gate: true, bet: true }),
  plinko: route({ method: 'POST', path: '/wps/originals/plinko/bet', auth: 'member', gate: true, bet: true }),
  slot: route({ method: 'POST', path: '/wps/originals/slot/spin', auth: 'member', gate: true, bet: true }),
  minesStart: route({
    method: 'POST',
    path: '/wps/originals/mines/start',
    auth: 'member',
    gate: true,
    bet: true,
  }),
  minesReveal: route({ method: 'POST', path: '/wps/originals/mines/reveal', auth: 'member', gate: true }),
  minesCashout: route({ method: 'POST', path: '/wps/originals/mines/cashout', auth: 'member', gate: true }),
  minesActive: route({ method: 'GET', path: '/wps/originals/mines/active', auth: 'member' }),
  rules: route({ method: 'GET', path: '/wps/originals/rules/:game', auth: 'none' }),
  /** The owner's round only. */
  round: route({ method: 'GET', path: '/wps/originals/rounds/:roundId', auth: 'member' }),
};

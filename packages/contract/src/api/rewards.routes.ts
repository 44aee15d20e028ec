import { route } from '../route.ts';

/**
 * The reward centre's rewards (missions, leaderboards, raffles, red envelopes), red-envelope rains
 * and raffles (issue 16). Claiming, grabbing and joining need a real (not trial) member.
 */
export const rewardsRoutes = {
  list: route({ method: 'GET', path: '/wps/rewards', auth: 'member' }),
  badges: route({ method: 'GET', path: '/wps/rewards/badges', auth: 'member' }),
  claim: route({ method: 'POST', path: '/wps/rewards/:id/claim', auth: 'notTrial', gate: true }),
  rains: route({ method: 'GET', path: '/wps/red-envelopes', auth: 'none' }),
  grab: route({ method: 'POST', path: '/wps/red-envelopes/:id/grab', auth: 'notTrial', gate: true }),
  raffles: route({ method: 'GET', path: '/wps/raffles', auth: 'none' }),
  claimRaffle: route({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    auth: 'notTrial',
    gate: true,
  }),

  adminOverview: route({ method: 'GET', path: '/admin/rewards', auth: 'operator' }),
  adminScheduleRain: route({ method: 'POST', path: '/admin/red-envelopes', auth: 'operator' }),
  adminCreateRaffle: route({ method: 'POST', path: '/admin/raffles', auth: 'operator' }),
};

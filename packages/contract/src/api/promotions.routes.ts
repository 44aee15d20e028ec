import { route } from '../route.ts';

/**
 * Promotions, bonuses and the reward centre (issue 16). The list, detail and badges answer
 * visitors too (a token adds the caller's status and eligibility); taking part needs a real
 * (not trial) member. The back-office calls need an operator and write an audit row each.
 */
export const promotionsRoutes = {
  list: route({ method: 'GET', path: '/wps/promotions', auth: 'none' }),
  detail: route({ method: 'GET', path: '/wps/promotions/:id', auth: 'none' }),
  badges: route({ method: 'GET', path: '/wps/promotions/badges', auth: 'none' }),
  claim: route({ method: 'POST', path: '/wps/promotions/:id/claim', auth: 'notTrial', gate: true }),
  apply: route({ method: 'POST', path: '/wps/promotions/:id/apply', auth: 'notTrial', gate: true }),
  applications: route({ method: 'GET', path: '/wps/promotions/applications', auth: 'member' }),
  bonuses: route({ method: 'GET', path: '/wps/promotions/bonuses', auth: 'member' }),
  rewards: route({ method: 'GET', path: '/wps/promotions/rewards', auth: 'member' }),
  claimReward: route({
    method: 'POST',
    path: '/wps/promotions/rewards/:id/claim',
    auth: 'notTrial',
    gate: true,
  }),

  adminList: route({ method: 'GET', path: '/admin/promotions', auth: 'operator' }),
  adminCreate: route({ method: 'POST', path: '/admin/promotions', auth: 'operator' }),
  adminUpdate: route({ method: 'PUT', path: '/admin/promotions/:id', auth: 'operator' }),
  adminApplications: route({ method: 'GET', path: '/admin/promotions/applications', auth: 'operator' }),
  adminApplicationImage: route({
    method: 'GET',
    path: '/admin/promotions/applications/:id/images/:n',
    auth: 'operator',
  }),
  adminApprove: route({
    method: 'POST',
    path: '/admin/promotions/applications/:id/approve',
    auth: 'operator',
  }),
  adminReject: route({ method: 'POST', path: '/admin/promotions/applications/:id/reject', auth: 'operator' }),
};

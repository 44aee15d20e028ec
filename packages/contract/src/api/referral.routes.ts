import { route } from '../route.ts';

/**
 * Refer and earn (issue 16): the caller's invite link, figures and referees; the operator's rules
 * and the list of referrals (each back-office change writes an audit row).
 */
export const referralRoutes = {
  info: route({ method: 'GET', path: '/wps/referral', auth: 'notTrial' }),
  referees: route({ method: 'GET', path: '/wps/referral/referees', auth: 'notTrial' }),

  adminRules: route({ method: 'GET', path: '/admin/referral/rules', auth: 'operator' }),
  adminUpdateRules: route({ method: 'PUT', path: '/admin/referral/rules', auth: 'operator' }),
  adminReferrals: route({ method: 'GET', path: '/admin/referral/referrals', auth: 'operator' }),
};

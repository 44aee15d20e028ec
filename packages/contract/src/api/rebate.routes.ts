import { route } from '../route.ts';

/**
 * Manual rebate (flag MANPLAYREB3, issue 16): what a claim would pay now, the claim itself (once per
 * period, paid once however many requests race) and the history; the operator's rates and the list
 * of claims (each back-office change writes an audit row).
 */
export const rebateRoutes = {
  preview: route({ method: 'GET', path: '/wps/rebate', auth: 'notTrial' }),
  claim: route({ method: 'POST', path: '/wps/rebate/claim', auth: 'notTrial', gate: true }),
  claims: route({ method: 'GET', path: '/wps/rebate/claims', auth: 'notTrial' }),

  adminSettings: route({ method: 'GET', path: '/admin/rebate/settings', auth: 'operator' }),
  adminUpdateSettings: route({ method: 'PUT', path: '/admin/rebate/settings', auth: 'operator' }),
  adminClaims: route({ method: 'GET', path: '/admin/rebate/claims', auth: 'operator' }),
};

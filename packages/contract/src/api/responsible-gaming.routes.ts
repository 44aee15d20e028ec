import { route } from '../route.ts';

/**
 * Responsible gaming (issue 17; decision 107): the member centre's page and the reality check.
 * The back office can see an exclusion but not lift it before its end (the lift call refuses).
 */
export const responsibleGamingRoutes = {
  overview: route({ method: 'GET', path: '/wps/rg', auth: 'notTrial' }),
  setLimit: route({ method: 'POST', path: '/wps/rg/limits', auth: 'notTrial' }),
  setSessionLimit: route({ method: 'POST', path: '/wps/rg/session-limit', auth: 'notTrial' }),
  setRealityCheck: route({ method: 'POST', path: '/wps/rg/reality-check', auth: 'notTrial' }),
  exclude: route({ method: 'POST', path: '/wps/rg/exclusion', auth: 'notTrial' }),
  session: route({ method: 'GET', path: '/wps/rg/session', auth: 'notTrial' }),

  adminView: route({ method: 'GET', path: '/admin/members/:memberId/rg', auth: 'operator' }),
  adminLift: route({ method: 'DELETE', path: '/admin/members/:memberId/rg/exclusion', auth: 'operator' }),
  adminFindMember: route({ method: 'GET', path: '/admin/rg/members', auth: 'operator' }),
  adminExclusions: route({ method: 'GET', path: '/admin/rg/exclusions', auth: 'operator' }),
};

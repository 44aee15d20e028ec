import { route } from '../route.ts';

/**
 * Missions and leaderboards (issue 16). The spec names the two relay calls (section 7); a visitor
 * sees the missions and boards without progress. The back-office calls write an audit row each.
 */
export const missionsRoutes = {
  summary: route({ method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', auth: 'none' }),
  leaderboard: route({ method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', auth: 'none' }),

  adminOverview: route({ method: 'GET', path: '/admin/missions', auth: 'operator' }),
  adminCreateMission: route({ method: 'POST', path: '/admin/missions', auth: 'operator' }),
  adminUpdateMission: route({ method: 'PUT', path: '/admin/missions/:id', auth: 'operator' }),
  adminCreateLeaderboard: route({ method: 'POST', path: '/admin/leaderboards', auth: 'operator' }),
};

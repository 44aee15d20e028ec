import { IdParam } from '../cashier.ts';
import { endpoint } from '../endpoint.ts';
import {
  AdminLeaderboard,
  AdminMission,
  AdminMissionsOverview,
  LanguageQuery,
  LeaderboardList,
  LeaderboardUpsert,
  MissionSummary,
  MissionUpsert,
} from '../missions.ts';
import { missionsRoutes as r } from './missions.routes.ts';

export const missionsEndpoints = {
  summary: endpoint(r.summary, { query: LanguageQuery, response: MissionSummary }),
  leaderboard: endpoint(r.leaderboard, { query: LanguageQuery, response: LeaderboardList }),
  adminOverview: endpoint(r.adminOverview, { response: AdminMissionsOverview }),
  adminCreateMission: endpoint(r.adminCreateMission, { body: MissionUpsert, response: AdminMission }),
  adminUpdateMission: endpoint(r.adminUpdateMission, {
    params: IdParam,
    body: MissionUpsert,
    response: AdminMission,
  }),
  adminCreateLeaderboard: endpoint(r.adminCreateLeaderboard, {
    body: LeaderboardUpsert,
    response: AdminLeaderboard,
  }),
};

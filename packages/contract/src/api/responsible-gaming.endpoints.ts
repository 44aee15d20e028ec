import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import {
  RgAdminView,
  RgExcludedPage,
  RgExcludedQuery,
  RgExcludeRequest,
  RgExclusion,
  RgMemberLookup,
  RgMemberLookupQuery,
  RgMemberParam,
  RgOverview,
  RgRealityCheckRequest,
  RgSessionStatus,
  RgSetLimitRequest,
  RgSetSessionLimitRequest,
} from '../responsible-gaming.ts';
import { responsibleGamingRoutes as r } from './responsible-gaming.routes.ts';

export const responsibleGamingEndpoints = {
  overview: endpoint(r.overview, { response: RgOverview }),
  setLimit: endpoint(r.setLimit, { body: RgSetLimitRequest, response: RgOverview }),
  setSessionLimit: endpoint(r.setSessionLimit, { body: RgSetSessionLimitRequest, response: RgOverview }),
  setRealityCheck: endpoint(r.setRealityCheck, { body: RgRealityCheckRequest, response: RgOverview }),
  exclude: endpoint(r.exclude, { body: RgExcludeRequest, response: RgExclusion }),
  session: endpoint(r.session, { response: RgSessionStatus }),
  adminView: endpoint(r.adminView, { params: RgMemberParam, response: RgAdminView }),
  adminLift: endpoint(r.adminLift, { params: RgMemberParam, response: Empty }),
  adminFindMember: endpoint(r.adminFindMember, { query: RgMemberLookupQuery, response: RgMemberLookup }),
  adminExclusions: endpoint(r.adminExclusions, { query: RgExcludedQuery, response: RgExcludedPage }),
};

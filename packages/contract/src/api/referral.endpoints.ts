import { endpoint } from '../endpoint.ts';
import {
  AdminReferralList,
  AdminReferralListQuery,
  RefereeList,
  RefereeListQuery,
  ReferralInfo,
  ReferralInfoQuery,
  ReferralRules,
} from '../referral.ts';
import { referralRoutes as r } from './referral.routes.ts';

export const referralEndpoints = {
  info: endpoint(r.info, { query: ReferralInfoQuery, response: ReferralInfo }),
  referees: endpoint(r.referees, { query: RefereeListQuery, response: RefereeList }),
  adminRules: endpoint(r.adminRules, { response: ReferralRules }),
  adminUpdateRules: endpoint(r.adminUpdateRules, { body: ReferralRules, response: ReferralRules }),
  adminReferrals: endpoint(r.adminReferrals, { query: AdminReferralListQuery, response: AdminReferralList }),
};

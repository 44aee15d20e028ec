import { endpoint } from '../endpoint.ts';
import {
  AdminRebateClaimList,
  ClaimRebateRequest,
  RebateClaim,
  RebateClaimList,
  RebateClaimListQuery,
  RebatePreview,
  RebateSettings,
} from '../rebate.ts';
import { rebateRoutes as r } from './rebate.routes.ts';

export const rebateEndpoints = {
  preview: endpoint(r.preview, { response: RebatePreview }),
  claim: endpoint(r.claim, { body: ClaimRebateRequest, response: RebateClaim }),
  claims: endpoint(r.claims, { query: RebateClaimListQuery, response: RebateClaimList }),
  adminSettings: endpoint(r.adminSettings, { response: RebateSettings }),
  adminUpdateSettings: endpoint(r.adminUpdateSettings, { body: RebateSettings, response: RebateSettings }),
  adminClaims: endpoint(r.adminClaims, { query: RebateClaimListQuery, response: AdminRebateClaimList }),
};

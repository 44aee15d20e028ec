import { IdParam } from '../cashier.ts';
import { endpoint } from '../endpoint.ts';
import {
  AdminApplication,
  AdminApplicationList,
  AdminApplicationListQuery,
  AdminPromotion,
  AdminPromotionList,
  Application,
  ApplicationImage,
  ApplicationImageParams,
  ApplicationList,
  ApplicationListQuery,
  ApplyPromotionRequest,
  ApproveApplicationRequest,
  BonusList,
  BonusListQuery,
  ClaimPromotionRequest,
  ClaimResult,
  PromotionBadges,
  PromotionDetail,
  PromotionDetailQuery,
  PromotionList,
  PromotionListQuery,
  PromotionUpsert,
  RejectApplicationRequest,
  RewardList,
  RewardListQuery,
} from '../promotions.ts';
import { promotionsRoutes as r } from './promotions.routes.ts';

export const promotionsEndpoints = {
  list: endpoint(r.list, { query: PromotionListQuery, response: PromotionList }),
  detail: endpoint(r.detail, { params: IdParam, query: PromotionDetailQuery, response: PromotionDetail }),
  badges: endpoint(r.badges, { response: PromotionBadges }),
  claim: endpoint(r.claim, { params: IdParam, body: ClaimPromotionRequest, response: ClaimResult }),
  apply: endpoint(r.apply, { params: IdParam, body: ApplyPromotionRequest, response: Application }),
  applications: endpoint(r.applications, { query: ApplicationListQuery, response: ApplicationList }),
  bonuses: endpoint(r.bonuses, { query: BonusListQuery, response: BonusList }),
  rewards: endpoint(r.rewards, { query: RewardListQuery, response: RewardList }),
  claimReward: endpoint(r.claimReward, {
    params: IdParam,
    body: ClaimPromotionRequest,
    response: ClaimResult,
  }),

  adminList: endpoint(r.adminList, { response: AdminPromotionList }),
  adminCreate: endpoint(r.adminCreate, { body: PromotionUpsert, response: AdminPromotion }),
  adminUpdate: endpoint(r.adminUpdate, { params: IdParam, body: PromotionUpsert, response: AdminPromotion }),
  adminApplications: endpoint(r.adminApplications, {
    query: AdminApplicationListQuery,
    response: AdminApplicationList,
  }),
  adminApplicationImage: endpoint(r.adminApplicationImage, {
    params: ApplicationImageParams,
    response: ApplicationImage,
  }),
  adminApprove: endpoint(r.adminApprove, {
    params: IdParam,
    body: ApproveApplicationRequest,
    response: AdminApplication,
  }),
  adminReject: endpoint(r.adminReject, {
    params: IdParam,
    body: RejectApplicationRequest,
    response: AdminApplication,
  }),
};

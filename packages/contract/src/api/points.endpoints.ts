import { IdParam } from '../cashier.ts';
import { endpoint } from '../endpoint.ts';
import {
  AdminGoods,
  AdminGoodsList,
  AdminRedemption,
  AdminRedemptionList,
  AdminRedemptionListQuery,
  ConvertRequest,
  ConvertResult,
  GoodsList,
  GoodsQuery,
  GoodsUpsert,
  PointsBalance,
  PointsConfig,
  PointsHistory,
  PointsHistoryQuery,
  RedeemRequest,
  Redemption,
  RedemptionDecision,
  RedemptionList,
  RedemptionListQuery,
} from '../points.ts';
import { pointsRoutes as r } from './points.routes.ts';

export const pointsEndpoints = {
  balance: endpoint(r.balance, { response: PointsBalance }),
  goods: endpoint(r.goods, { query: GoodsQuery, response: GoodsList }),
  redemptions: endpoint(r.redemptions, { query: RedemptionListQuery, response: RedemptionList }),
  config: endpoint(r.config, { response: PointsConfig }),
  history: endpoint(r.history, { query: PointsHistoryQuery, response: PointsHistory }),
  redeem: endpoint(r.redeem, { body: RedeemRequest, response: Redemption }),
  convert: endpoint(r.convert, { body: ConvertRequest, response: ConvertResult }),

  adminConfig: endpoint(r.adminConfig, { response: PointsConfig }),
  adminSaveConfig: endpoint(r.adminSaveConfig, { body: PointsConfig, response: PointsConfig }),
  adminGoods: endpoint(r.adminGoods, { response: AdminGoodsList }),
  adminCreateGoods: endpoint(r.adminCreateGoods, { body: GoodsUpsert, response: AdminGoods }),
  adminUpdateGoods: endpoint(r.adminUpdateGoods, {
    params: IdParam,
    body: GoodsUpsert,
    response: AdminGoods,
  }),
  adminRedemptions: endpoint(r.adminRedemptions, {
    query: AdminRedemptionListQuery,
    response: AdminRedemptionList,
  }),
  adminApprove: endpoint(r.adminApprove, {
    params: IdParam,
    body: RedemptionDecision,
    response: AdminRedemption,
  }),
  adminReject: endpoint(r.adminReject, {
    params: IdParam,
    body: RedemptionDecision,
    response: AdminRedemption,
  }),
};

import { route } from '../route.ts';

/**
 * Points and the points mall (spec section 7 "Points"; issue 16; decision 100): the relayed calls
 * of the spec under /wps/relay, the two that spend points encrypted and checked against the payment
 * password (passwordCheck/...). Every member call answers FEATURE_DISABLED while PTSYS3 is off.
 */
export const pointsRoutes = {
  balance: route({ method: 'GET', path: '/wps/relay/MCS2_getPointBalance', auth: 'notTrial' }),
  goods: route({ method: 'GET', path: '/wps/relay/getPointReward', auth: 'notTrial' }),
  redemptions: route({ method: 'GET', path: '/wps/relay/getRedeemPointList', auth: 'notTrial' }),
  config: route({ method: 'GET', path: '/wps/relay/getPointConfig', auth: 'notTrial' }),
  history: route({ method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', auth: 'notTrial' }),
  redeem: route({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    auth: 'notTrial',
    encrypted: true,
    gate: true,
  }),
  convert: route({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    auth: 'notTrial',
    encrypted: true,
    gate: true,
  }),

  adminConfig: route({ method: 'GET', path: '/admin/points/config', auth: 'operator' }),
  adminSaveConfig: route({ method: 'PUT', path: '/admin/points/config', auth: 'operator' }),
  adminGoods: route({ method: 'GET', path: '/admin/points/goods', auth: 'operator' }),
  adminCreateGoods: route({ method: 'POST', path: '/admin/points/goods', auth: 'operator' }),
  adminUpdateGoods: route({ method: 'PUT', path: '/admin/points/goods/:id', auth: 'operator' }),
  adminRedemptions: route({ method: 'GET', path: '/admin/points/redemptions', auth: 'operator' }),
  adminApprove: route({ method: 'POST', path: '/admin/points/redemptions/:id/approve', auth: 'operator' }),
  adminReject: route({ method: 'POST', path: '/admin/points/redemptions/:id/reject', auth: 'operator' }),
};

import { route } from '../route.ts';

/** Transfers (spec section 2 transferUpline / transferFund; section 6 agent transfers to downlines). */
export const transfersRoutes = {
  upline: route({ method: 'GET', path: '/wps/transfer/upline', auth: 'notTrial' }),
  toUpline: route({ method: 'POST', path: '/wps/transfer/upline', auth: 'notTrial', gate: true }),
  toDownline: route({ method: 'POST', path: '/wps/agent/transfer/downline', auth: 'agent', gate: true }),
};

import { route } from '../route.ts';

/** Member-centre records (spec section 2 transactionHistory, personalProfit, bonusDetails). */
export const recordsRoutes = {
  transactions: route({ method: 'GET', path: '/wps/records/transactions', auth: 'notTrial' }),
  profit: route({ method: 'GET', path: '/wps/records/profit', auth: 'notTrial' }),
  bonus: route({ method: 'GET', path: '/wps/records/bonus', auth: 'notTrial' }),
};

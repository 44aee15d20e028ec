import { endpoint } from '../endpoint.ts';
import {
  BonusPage,
  BonusQuery,
  ProfitQuery,
  ProfitReport,
  TransactionPage,
  TransactionQuery,
} from '../records.ts';
import { recordsRoutes as r } from './records.routes.ts';

export const recordsEndpoints = {
  transactions: endpoint(r.transactions, { query: TransactionQuery, response: TransactionPage }),
  profit: endpoint(r.profit, { query: ProfitQuery, response: ProfitReport }),
  bonus: endpoint(r.bonus, { query: BonusQuery, response: BonusPage }),
};

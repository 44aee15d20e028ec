import {
  BetRecordDetail,
  BetRecordDetailQuery,
  BetRecordIdParam,
  BetRecordPage,
  BetRecordQuery,
} from '../betting.ts';
import { endpoint } from '../endpoint.ts';
import { bettingRoutes as r } from './betting.routes.ts';

export const bettingEndpoints = {
  bets: endpoint(r.bets, { query: BetRecordQuery, response: BetRecordPage }),
  bet: endpoint(r.bet, { params: BetRecordIdParam, query: BetRecordDetailQuery, response: BetRecordDetail }),
};

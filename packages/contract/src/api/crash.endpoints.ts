import * as z from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  CrashBetRequest,
  CrashBetResult,
  CrashCashoutRequest,
  CrashCashoutResult,
  CrashHistory,
  CrashState,
} from '../originals.ts';
import { crashRoutes as r } from './crash.routes.ts';

export const crashEndpoints = {
  state: endpoint(r.state, { response: CrashState }),
  history: endpoint(r.history, {
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    response: CrashHistory,
  }),
  bet: endpoint(r.bet, { body: CrashBetRequest, response: CrashBetResult }),
  cashout: endpoint(r.cashout, { body: CrashCashoutRequest, response: CrashCashoutResult }),
};

import type {
  CrashBetResult,
  CrashCashoutResult,
  CrashHistory,
  CrashState,
} from '@goldline/contract/originals';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { sendBet } from '../../shared/api/send-bet';

export const CRASH_STATE_KEY = ['originals', 'crash', 'state'] as const;
export const CRASH_HISTORY_KEY = ['originals', 'crash', 'history'] as const;

/** GET /wps/originals/crash/state (public). Polled only while no socket brings the phases. */
export const crashStateQueryOptions = (poll: boolean) =>
  queryOptions({
    queryKey: CRASH_STATE_KEY,
    queryFn: ({ signal }) => api.get<CrashState>('/wps/originals/crash/state', { signal }),
    refetchInterval: poll ? 1_000 : false,
  });

/** GET /wps/originals/crash/history: the last rounds with their hashes (public). */
export const crashHistoryQueryOptions = () =>
  queryOptions({
    queryKey: CRASH_HISTORY_KEY,
    queryFn: ({ signal }) =>
      api.get<CrashHistory>('/wps/originals/crash/history', { signal, query: { limit: 30 } }),
  });

/** POST /wps/originals/crash/bet: joins the round taking bets, or queues for the next one. */
export const placeCrashBet = (body: { amount: string; requestId: string; autoCashout?: string }) =>
  sendBet<CrashBetResult>('/wps/originals/crash/bet', body);

/** POST /wps/originals/crash/cashout: the HTTP way when the socket is down. */
export const cashOutCrashHttp = (roundId: string) =>
  api.post<CrashCashoutResult>('/wps/originals/crash/cashout', { roundId });

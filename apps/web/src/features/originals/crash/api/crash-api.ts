import { crashRoutes } from '@goldline/contract/api/crash.routes';
import type { CrashBetRequest } from '@goldline/contract/originals';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { sendBet } from '../../shared/api/send-bet';

export const CRASH_STATE_KEY = ['originals', 'crash', 'state'] as const;
export const CRASH_HISTORY_KEY = ['originals', 'crash', 'history'] as const;

/** GET /wps/originals/crash/state (public). Polled only while no socket brings the phases. */
export const crashStateQueryOptions = (poll: boolean) =>
  queryOptions({
    queryKey: CRASH_STATE_KEY,
    queryFn: ({ signal }) => call(crashRoutes.state, { signal }),
    refetchInterval: poll ? 1_000 : false,
  });

/** GET /wps/originals/crash/history: the last rounds with their hashes (public). */
export const crashHistoryQueryOptions = () =>
  queryOptions({
    queryKey: CRASH_HISTORY_KEY,
    queryFn: ({ signal }) => call(crashRoutes.history, { query: { limit: 30 }, signal }),
  });

/** POST /wps/originals/crash/bet: joins the round taking bets, or queues for the next one. */
export const placeCrashBet = (body: CrashBetRequest) => sendBet(crashRoutes.bet, body);

/** POST /wps/originals/crash/cashout: the HTTP way when the socket is down. */
export const cashOutCrashHttp = (roundId: string) => call(crashRoutes.cashout, { body: { roundId } });

import { twoStepRoutes } from '@goldline/contract/api/two-step.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const TWO_STEP_KEY = ['security', 'two-step'] as const;
export const SESSIONS_KEY = ['security', 'sessions'] as const;

export const twoStepQueryOptions = () =>
  queryOptions({
    queryKey: TWO_STEP_KEY,
    queryFn: ({ signal }) => call(twoStepRoutes.status, { signal }),
  });
export const useTwoStep = () => useQuery(twoStepQueryOptions());

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => call(twoStepRoutes.sessions, { signal }),
  });
export const useSessions = () => useQuery(sessionsQueryOptions());

export const startTotp = () => call(twoStepRoutes.totpSetup);
export const confirmTotp = (code: string) => call(twoStepRoutes.totpConfirm, { body: { code } });
export const disableTotp = (code: string) => call(twoStepRoutes.totpDisable, { body: { code } });
export const logoutOthers = () => call(twoStepRoutes.logoutOthers);

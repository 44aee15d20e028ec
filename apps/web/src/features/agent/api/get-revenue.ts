import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { PeriodInput } from '../components/period';

export const revenueQueryOptions = (period: PeriodInput | null) =>
  queryOptions({
    queryKey: ['agent', 'revenue', period],
    queryFn: ({ signal }) => call(agentRoutes.revenue, { query: { ...period }, signal }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });

export const useRevenue = (period: PeriodInput | null) => useQuery(revenueQueryOptions(period));

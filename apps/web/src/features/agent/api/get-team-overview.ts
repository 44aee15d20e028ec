import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { PeriodInput } from '../components/period';

export const teamOverviewQueryOptions = (period: PeriodInput | null) =>
  queryOptions({
    queryKey: ['agent', 'overview', period],
    queryFn: ({ signal }) => call(agentRoutes.overview, { query: { ...period }, signal }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });

export const useTeamOverview = (period: PeriodInput | null) => useQuery(teamOverviewQueryOptions(period));

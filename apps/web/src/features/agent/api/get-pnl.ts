import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { PeriodInput } from '../components/period';

export interface PnlFilter extends PeriodInput {
  groupBy: 'day' | 'downline';
  parentId?: string;
}

export const pnlQueryOptions = (filter: PnlFilter | null) =>
  queryOptions({
    queryKey: ['agent', 'pnl', filter],
    queryFn: ({ signal }) => call(agentRoutes.pnl, { query: { ...filter }, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

export const usePnl = (filter: PnlFilter | null) => useQuery(pnlQueryOptions(filter));

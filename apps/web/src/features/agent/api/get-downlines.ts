import type { DownlineQuery } from '@goldline/contract/agent';
import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type DownlineFilter = Pick<DownlineQuery, 'parentId' | 'search' | 'page' | 'pageSize'>;

/** One level of the tree (direct downlines of parentId) or, with a search, the whole downline. */
export const downlinesQueryOptions = (filter: DownlineFilter) =>
  queryOptions({
    queryKey: ['agent', 'downlines', filter],
    queryFn: ({ signal }) => call(agentRoutes.downlines, { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
  });

export const useDownlines = (filter: DownlineFilter) => useQuery(downlinesQueryOptions(filter));

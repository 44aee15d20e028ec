import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The calling agent: type and what it may do (decision 077), for showing only allowed actions. */
export const agentMeQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'me'],
    queryFn: ({ signal }) => call(agentRoutes.me, { signal }),
    staleTime: 60_000,
  });

export const useAgentMe = () => useQuery(agentMeQueryOptions());

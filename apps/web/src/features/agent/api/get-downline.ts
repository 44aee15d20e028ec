import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** One downline with its path from the agent and its summary (the drilled-into node). */
export const downlineQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: ['agent', 'downlines', 'one', id],
    queryFn: ({ signal }) => call(agentRoutes.downline, { params: { id: id! }, signal }),
    enabled: Boolean(id),
  });

export const useDownline = (id: string | undefined) => useQuery(downlineQueryOptions(id));

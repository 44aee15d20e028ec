import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const agentAnnouncementsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['agent', 'announcements', language],
    queryFn: ({ signal }) => call(agentRoutes.announcements, { query: { language }, signal }),
    staleTime: 5 * 60_000,
  });

export const useAgentAnnouncements = (language: string) => useQuery(agentAnnouncementsQueryOptions(language));

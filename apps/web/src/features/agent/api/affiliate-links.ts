import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const affiliateLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['agent', 'affiliate', 'links'],
    queryFn: ({ signal }) => call(agentRoutes.affiliateLinks, { signal }),
  });

export const useAffiliateLinks = () => useQuery(affiliateLinksQueryOptions());

/** A new link opening this site (the origin the agent is using now). */
export function useCreateAffiliateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string | undefined) => call(agentRoutes.createAffiliateLink, { body: { domain } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent', 'affiliate', 'links'] }),
  });
}

import type { JackpotPools } from '@goldline/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Real progressive pools (GET /wps/jackpot/pools); polled so the display can count up to new values. */
export const jackpotPoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'jackpot-pools'],
    queryFn: ({ signal }) => api.get<JackpotPools>('/wps/jackpot/pools', { signal }),
    refetchInterval: 15_000,
    staleTime: 10_000,
  });

export function useJackpotPools() {
  return useQuery(jackpotPoolsQueryOptions());
}

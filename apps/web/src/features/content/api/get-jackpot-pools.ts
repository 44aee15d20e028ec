import { jackpotRoutes } from '@goldline/contract/api/jackpot.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Real progressive pools (GET /wps/jackpot/pools); polled so the display can count up to new values. */
export const jackpotPoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'jackpot-pools'],
    queryFn: ({ signal }) => call(jackpotRoutes.pools, { signal }),
    refetchInterval: 15_000,
    staleTime: 10_000,
  });

export function useJackpotPools() {
  return useQuery(jackpotPoolsQueryOptions());
}

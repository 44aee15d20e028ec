import { jackpotRoutes } from '@goldline/contract/api/jackpot.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** GET /wps/jackpot/pools: the slot feeds the Golden Jackpot, so its meter shows above the reels. */
export const jackpotPoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['originals', 'jackpot-pools'],
    queryFn: ({ signal }) => call(jackpotRoutes.pools, { signal }),
    refetchInterval: 30_000,
  });

export const useJackpotPools = () => useQuery(jackpotPoolsQueryOptions());

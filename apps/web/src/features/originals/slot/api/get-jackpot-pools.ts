import type { JackpotPools } from '@goldline/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** GET /wps/jackpot/pools: the slot feeds the Golden Jackpot, so its meter shows above the reels. */
export const jackpotPoolsQueryOptions = () =>
  queryOptions({
    queryKey: ['originals', 'jackpot-pools'],
    queryFn: ({ signal }) => api.get<JackpotPools>('/wps/jackpot/pools', { signal }),
    refetchInterval: 30_000,
  });

export const useJackpotPools = () => useQuery(jackpotPoolsQueryOptions());

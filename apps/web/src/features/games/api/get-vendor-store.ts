import { gamesRoutes } from '@goldline/contract/api/games.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_KEY } from './game-params';

/**
 * GET /wps/relay/GCSGAME_getVassGameType: vendors per category after the spec's reshaping (section 4)
 * and the lottery prize mode. Fetched once (spec section 4 "Caches").
 */
export const vendorStoreQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'vendor-store', language],
    queryFn: ({ signal }) => call(gamesRoutes.vendorStore, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVendorStore() {
  return useQuery(vendorStoreQueryOptions(useGameLanguage()));
}

import { gamesRoutes } from '@goldline/contract/api/games.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_KEY } from './game-params';

/** GET /wps/relay/GCSGAME_newGameVendor -> value.data.lanes: the vendors of each category, nav order. */
export const vendorLanesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'vendor-lanes', language],
    queryFn: ({ signal }) => call(gamesRoutes.vendorLanes, { signal }),
    staleTime: 5 * 60_000,
  });

export function useVendorLanes() {
  return useQuery(vendorLanesQueryOptions(useGameLanguage()));
}

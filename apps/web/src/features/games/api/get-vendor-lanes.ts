import type { VendorLanes } from '@goldline/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_KEY, VENDOR_PLATFORM } from './game-params';

/** GET /wps/relay/GCSGAME_newGameVendor -> value.data.lanes: the vendors of each category, nav order. */
export const vendorLanesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'vendor-lanes', language],
    queryFn: ({ signal }) =>
      api.get<VendorLanes>('/wps/relay/GCSGAME_newGameVendor', {
        query: { platform: VENDOR_PLATFORM, language },
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useVendorLanes() {
  return useQuery(vendorLanesQueryOptions(useGameLanguage()));
}

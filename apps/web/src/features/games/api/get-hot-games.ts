import { gamesRoutes } from '@goldline/contract/api/games.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_KEY, HOT_IS_PLATFORM, LIST_PLATFORM } from './game-params';

/** GET /wps/relay/GCSGAME_hotGamesV2 -> value.list; fetched once per language (spec section 4 caches). */
export const hotGamesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'hot', language],
    queryFn: ({ signal }) =>
      call(gamesRoutes.hotGames, {
        query: { isPlatform: HOT_IS_PLATFORM, platform: LIST_PLATFORM, language },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useHotGames() {
  return useQuery(hotGamesQueryOptions(useGameLanguage()));
}

import { gamesRoutes } from '@goldline/contract/api/games.routes';
import { FAVOURITE_PAGE_SIZE } from '@goldline/contract/game-constants';
import type { GameType } from '@goldline/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { useGameLanguage } from '../hooks/use-game-language';
import { usePlayerGate } from '../hooks/use-player-gate';
import { CLIENT_TYPE, FAVOURITE_PLATFORM, GAMES_KEY } from './game-params';

export const favouriteIdsKey = (token: string | null) => [...GAMES_KEY, 'favourite-ids', token] as const;
export const favouriteListKey = [...GAMES_KEY, 'favourite-list'] as const;

/** GET /wps/relay/MCSFE_getFavoriteGames: the ids behind every tile's heart (the local id list). */
export const favouriteIdsQueryOptions = (token: string | null, skip = false) =>
  queryOptions({
    queryKey: favouriteIdsKey(token),
    queryFn: ({ signal }) => call(gamesRoutes.favouriteIds, { signal }),
    // Trial accounts keep no favourites (spec section 6; the server refuses them).
    enabled: Boolean(token) && !skip,
    staleTime: 5 * 60_000,
  });

const noFavourites: ReadonlySet<string> = new Set();

/** The member's favourite game ids (nodeIds); empty for guests and trial accounts. */
export function useFavourites(): ReadonlySet<string> {
  const token = useSessionStore((state) => state.token);
  const { isTrial, known } = usePlayerGate();
  const { data } = useQuery({
    ...favouriteIdsQueryOptions(token, isTrial || !known),
    select: (value) => new Set(value.favGameIds),
  });
  return data ?? noFavourites;
}

/** GET /wps/relay/MCSFE_getFavoriteGamesList (page size 999): the member's favourite games as tiles. */
export const favouriteListQueryOptions = (
  filter: { gameType?: GameType },
  token: string | null,
  language: string,
) =>
  queryOptions({
    queryKey: [...favouriteListKey, filter, token, language],
    queryFn: ({ signal }) =>
      call(gamesRoutes.favouriteList, {
        query: {
          clientType: CLIENT_TYPE,
          platform: FAVOURITE_PLATFORM,
          language,
          gameType: filter.gameType,
          pageNo: 1,
          pageSize: FAVOURITE_PAGE_SIZE,
        },
        signal,
      }),
    enabled: Boolean(token),
  });

export function useFavouriteList(filter: { gameType?: GameType } = {}) {
  const token = useSessionStore((state) => state.token);
  return useQuery(favouriteListQueryOptions(filter, token, useGameLanguage()));
}

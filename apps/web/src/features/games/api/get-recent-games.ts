import { gamesRoutes } from '@goldline/contract/api/games.routes';
import { GAME_PAGE_SIZE } from '@goldline/contract/game-constants';
import type { GameType } from '@goldline/contract/games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { useGameLanguage } from '../hooks/use-game-language';
import { CLIENT_TYPE, GAMES_KEY } from './game-params';

/** GET /wps/relay/GCS_recentGame (page size 20); a member call, idle for guests. */
export const recentGamesQueryOptions = (
  filter: { page: number; gameType?: GameType },
  language: string,
  token: string | null,
) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'recent', filter, language, token],
    queryFn: ({ signal }) =>
      call(gamesRoutes.recent, {
        query: {
          page: filter.page,
          pageSize: GAME_PAGE_SIZE,
          gameType: filter.gameType,
          language,
          clientType: CLIENT_TYPE,
        },
        signal,
      }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export function useRecentGames(filter: { page: number; gameType?: GameType } = { page: 1 }) {
  const token = useSessionStore((state) => state.token);
  return useQuery(recentGamesQueryOptions(filter, useGameLanguage(), token));
}

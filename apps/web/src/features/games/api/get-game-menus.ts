import { gamesRoutes } from '@goldline/contract/api/games.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_KEY } from './game-params';

/** GET /lgw/games/game_menus: one header entry per category that has a vendor (spec section 2). */
export const gameMenusQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'menus', language],
    queryFn: ({ signal }) => call(gamesRoutes.menus, { signal }),
    staleTime: 5 * 60_000,
  });

export function useGameMenus() {
  return useQuery(gameMenusQueryOptions(useGameLanguage()));
}

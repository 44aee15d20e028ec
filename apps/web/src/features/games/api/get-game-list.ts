import { gamesRoutes } from '@goldline/contract/api/games.routes';
import { GAME_PAGE_SIZE } from '@goldline/contract/game-constants';
import type { GameSelectType, GameType } from '@goldline/contract/games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { useGameLanguage } from '../hooks/use-game-language';
import { CLIENT_TYPE, GAMES_KEY, LIST_PLATFORM } from './game-params';

export interface GameListFilter {
  gameType?: GameType;
  vassalage?: string;
  selectType?: GameSelectType;
  keyword?: string;
  pageNo?: number;
  pageSize?: number;
}

/** GET /wps/relay/GCSGAME_gameList. FAV and RECENT depend on the member, so the token is in the key. */
export const gameListQueryOptions = (filter: GameListFilter, language: string, token: string | null) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'list', filter, language, token],
    queryFn: ({ signal }) =>
      call(gamesRoutes.gameList, {
        query: {
          clientType: CLIENT_TYPE,
          platform: LIST_PLATFORM,
          gameType: filter.gameType,
          vassalage: filter.vassalage,
          selectType: filter.selectType ?? 'ALL',
          keyword: filter.keyword,
          pageNo: filter.pageNo ?? 1,
          pageSize: filter.pageSize ?? GAME_PAGE_SIZE,
          language,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useGameList(filter: GameListFilter, options: { enabled?: boolean } = {}) {
  const language = useGameLanguage();
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...gameListQueryOptions(filter, language, token), enabled: options.enabled ?? true });
}

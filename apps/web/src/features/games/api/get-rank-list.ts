import { gamesRoutes } from '@goldline/contract/api/games.routes';
import { WINNER_LIMIT } from '@goldline/contract/game-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_KEY } from './game-params';

/** GET /wps/relay/GCSGAME_getRankList: the winner board (gameCategory ALL, limit 20, spec section 7). */
export const rankListQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'rank', language],
    queryFn: ({ signal }) =>
      call(gamesRoutes.rankList, {
        query: { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT },
        signal,
      }),
    staleTime: 60_000,
  });

export function useRankList() {
  return useQuery(rankListQueryOptions(useGameLanguage()));
}

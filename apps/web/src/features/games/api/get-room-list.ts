import { gamesRoutes } from '@goldline/contract/api/games.routes';
import type { GameType } from '@goldline/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useGameLanguage } from '../hooks/use-game-language';
import { GAMES_KEY } from './game-params';

/** GET /wps/relay/GLS2_roomList?vassalage=: the games behind a VASSALAGE (vendor lobby) tile. */
export const roomListQueryOptions = (vendor: { vassalage: string; gameType?: GameType }, language: string) =>
  queryOptions({
    queryKey: [...GAMES_KEY, 'rooms', vendor, language],
    queryFn: ({ signal }) =>
      call(gamesRoutes.roomList, {
        query: { vassalage: vendor.vassalage, gameType: vendor.gameType, language },
        signal,
      }),
  });

export function useRoomList(vendor: { vassalage: string; gameType?: GameType } | null) {
  const language = useGameLanguage();
  return useQuery({
    ...roomListQueryOptions(vendor ?? { vassalage: '' }, language),
    enabled: vendor !== null,
  });
}

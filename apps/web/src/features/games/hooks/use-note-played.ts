import { INHOUSE_VENDOR } from '@goldline/contract/game-constants';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { GAMES_KEY } from '../api/game-params';
import { gameListQueryOptions } from '../api/get-game-list';
import { launchGame } from '../api/launch-game';
import { useGameLanguage } from './use-game-language';

/** Route state the launch flow leaves: the server has already counted this opening as played. */
export interface LaunchedState {
  launched: true;
}

/** Recent games, as a page or as a RECENT game list, are asked again the next time they show. */
export function invalidateRecent(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === GAMES_KEY[0] &&
      (query.queryKey[1] === 'recent' ||
        (query.queryKey[1] === 'list' &&
          (query.queryKey[2] as { selectType?: string } | undefined)?.selectType === 'RECENT')),
  });
}

const wasLaunched = (state: unknown) => (state as Partial<LaunchedState> | null)?.launched === true;

/**
 * Recently played counts every game opened, however it was opened (issue 12): an original reached
 * by a plain link, the header menu, a bookmark or a typed /seamless?gameCode= URL is launched once
 * here, which is what records a recent game on the server (modules/games launch.service). Openings
 * through the launch flow are skipped; guests have no recent games; a refusal (a trial user on a
 * game without free play) only means it is not recorded.
 */
export function useNotePlayedOriginal(gameCode: string) {
  const token = useSessionStore((state) => state.token);
  const language = useGameLanguage();
  const queryClient = useQueryClient();
  const location = useLocation();
  const launched = wasLaunched(location.state);
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!token || launched || !gameCode) return;
    let cancelled = false;
    const note = async () => {
      const list = await queryClient.fetchQuery(
        gameListQueryOptions({ vassalage: INHOUSE_VENDOR, pageSize: 100 }, language, token),
      );
      const tile = list.games.find((game) => game.gameCode.toLowerCase() === gameCode.toLowerCase());
      if (!tile || cancelled) return;
      await launchGame(tile.nodeId, language, path);
      await invalidateRecent(queryClient);
    };
    note().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [token, launched, gameCode, language, path, queryClient]);
}

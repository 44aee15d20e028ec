import { lotteryRoutes } from '@goldline/contract/api/lottery.routes';
import type { LotteryBetStatus, LotteryPrizeMode, PlaceLotteryBet } from '@goldline/contract/lottery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useLiveStatus } from '../../../lib/live-status';
import { useSessionStore } from '../../../lib/session-store';

/**
 * The lottery's server data (spec section 7 lottery calls). Countdowns and results are pushed over
 * the WebSocket (hooks/use-lottery-live.ts writes them into these caches); the refetch intervals
 * are only the fallback for a tab whose socket is down (lib/live-status, as the balance does).
 */
export const LOTTERY_KEY = ['lottery'] as const;

export const gameMenuQueryOptions = (prizeMode?: LotteryPrizeMode) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'menu', prizeMode ?? 'all'],
    queryFn: ({ signal }) => call(lotteryRoutes.gameMenu, { query: { prizeMode, device: 'WEB' }, signal }),
    staleTime: 5 * 60_000,
  });
export const useGameMenu = () => useQuery(gameMenuQueryOptions());

/** The fallback polling period: none while this tab's socket is up. */
const fallback = (live: boolean, ms: number) => (live ? false : ms);
const useLive = () => useLiveStatus((state) => state.connected);

export const openedGamesQueryOptions = (live = false) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'opened'],
    queryFn: async ({ signal }) => {
      const value = await call(lotteryRoutes.openedGames, { signal });
      return { ...value, receivedAt: Date.now() };
    },
    refetchInterval: fallback(live, 30_000),
  });
export const useOpenedGames = () => useQuery(openedGamesQueryOptions(useLive()));

export const recentQueryOptions = (live = false) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'recent'],
    queryFn: ({ signal }) => call(lotteryRoutes.recent, { query: {}, signal }),
    refetchInterval: fallback(live, 60_000),
  });
export const useRecentResults = () => useQuery(recentQueryOptions(useLive()));

export const numeroQueryOptions = (gameCode: string, live = false) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'numero', gameCode],
    queryFn: async ({ signal }) => {
      const value = await call(lotteryRoutes.openedNumero, { query: { gameCode }, signal });
      return { ...value, receivedAt: Date.now() };
    },
    refetchInterval: fallback(live, 30_000),
  });
export const useOpenedNumero = (gameCode: string) => useQuery(numeroQueryOptions(gameCode, useLive()));

export const resultsQueryOptions = (gameCode: string, page: number, pageSize = 30) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'results', gameCode, page, pageSize],
    queryFn: ({ signal }) => call(lotteryRoutes.results, { query: { gameCode, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
export const useResults = (gameCode: string, page: number, pageSize?: number) =>
  useQuery(resultsQueryOptions(gameCode, page, pageSize));

export function useMyBets(page: number, gameCode?: string, status?: LotteryBetStatus) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'bets', token, page, gameCode ?? '', status ?? ''],
    queryFn: ({ signal }) =>
      call(lotteryRoutes.myBets, { query: { page, pageSize: 10, gameCode, status }, signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export const issueQueryOptions = (gameCode: string, issue: string) =>
  queryOptions({
    queryKey: [...LOTTERY_KEY, 'issue', gameCode, issue],
    queryFn: ({ signal }) => call(lotteryRoutes.issue, { params: { gameCode, issue }, signal }),
    retry: false,
  });

export const placeLotteryBet = (body: PlaceLotteryBet) => call(lotteryRoutes.placeBet, { body });

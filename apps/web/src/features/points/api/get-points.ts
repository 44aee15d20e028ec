import { pointsRoutes } from '@goldline/contract/api/points.routes';
import type { RedemptionStatus } from '@goldline/contract/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * The points mall's reads (spec section 7 "Points"): balance, rates, goods, my redemptions and the
 * points history, all under ['points'] so one invalidation refreshes the page after a change.
 */
const useToken = () => useSessionStore((state) => state.token);
/** Goods are named in the interface language (decision 115). */
const useLanguage = () => useTranslation().i18n.language.toUpperCase();

export const pointsBalanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['points', 'balance', token],
    queryFn: ({ signal }) => call(pointsRoutes.balance, { signal }),
    enabled: Boolean(token),
  });
export const usePointsBalance = () => useQuery(pointsBalanceQueryOptions(useToken()));

export function usePointsConfig() {
  const token = useToken();
  return useQuery({
    queryKey: ['points', 'config', token],
    queryFn: ({ signal }) => call(pointsRoutes.config, { signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
}

export function useGoods() {
  const token = useToken();
  const language = useLanguage();
  return useQuery({
    queryKey: ['points', 'goods', token, language],
    queryFn: ({ signal }) => call(pointsRoutes.goods, { query: { language }, signal }),
    enabled: Boolean(token),
  });
}

export function useRedemptions(status: RedemptionStatus | null, page: number) {
  const token = useToken();
  const language = useLanguage();
  return useQuery({
    queryKey: ['points', 'redemptions', token, status, page, language],
    queryFn: ({ signal }) =>
      call(pointsRoutes.redemptions, {
        query: { status: status ?? undefined, page, pageSize: 10, language },
        signal,
      }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function usePointsHistory(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: ['points', 'history', token, page],
    queryFn: ({ signal }) => call(pointsRoutes.history, { query: { page, pageSize: 10 }, signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

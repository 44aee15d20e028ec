import { promotionsRoutes } from '@goldline/contract/api/promotions.routes';
import type { RewardStatus } from '@goldline/contract/promotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/promotions/rewards?status=: waiting (CLAIMABLE) or history (CLAIMED, EXPIRED). */
export const rewardsQueryOptions = (
  language: string,
  token: string | null,
  status: RewardStatus | null,
  page: number,
) =>
  queryOptions({
    queryKey: ['promotions', 'rewards', language, token, status, page],
    queryFn: ({ signal }) =>
      call(promotionsRoutes.rewards, {
        query: { language, status: status ?? undefined, page, pageSize: 10 },
        signal,
      }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export function useRewards(status: RewardStatus | null, page: number) {
  const { i18n } = useTranslation();
  const token = useSessionStore((state) => state.token);
  return useQuery(rewardsQueryOptions(i18n.language, token, status, page));
}

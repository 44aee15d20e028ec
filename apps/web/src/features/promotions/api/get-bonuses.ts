import { promotionsRoutes } from '@goldline/contract/api/promotions.routes';
import type { BonusStatus } from '@goldline/contract/promotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/promotions/bonuses: every grant with its wagering, plus the bonus balance. */
export const bonusesQueryOptions = (
  language: string,
  token: string | null,
  status: BonusStatus | null,
  page: number,
) =>
  queryOptions({
    queryKey: ['promotions', 'bonuses', language, token, status, page],
    queryFn: ({ signal }) =>
      call(promotionsRoutes.bonuses, {
        query: { language, status: status ?? undefined, page, pageSize: 10 },
        signal,
      }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export function useBonuses(status: BonusStatus | null, page: number) {
  const { i18n } = useTranslation();
  const token = useSessionStore((state) => state.token);
  return useQuery(bonusesQueryOptions(i18n.language, token, status, page));
}

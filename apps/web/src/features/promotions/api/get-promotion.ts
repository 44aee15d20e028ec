import { promotionsRoutes } from '@goldline/contract/api/promotions.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/promotions/:id: content (sanitised HTML), rules in figures, the caller's eligibility. */
export const promotionQueryOptions = (id: string, language: string, token: string | null) =>
  queryOptions({
    queryKey: ['promotions', 'detail', id, language, token],
    queryFn: ({ signal }) => call(promotionsRoutes.detail, { params: { id }, query: { language }, signal }),
    staleTime: 30_000,
  });

export function usePromotion(id: string) {
  const { i18n } = useTranslation();
  const token = useSessionStore((state) => state.token);
  return useQuery(promotionQueryOptions(id, i18n.language, token));
}

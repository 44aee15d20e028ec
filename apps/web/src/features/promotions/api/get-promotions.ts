import { promotionsRoutes } from '@goldline/contract/api/promotions.routes';
import type { PromotionCategory } from '@goldline/contract/promotions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * GET /wps/promotions: the tabs' counts and the cards. Visitors see them too; with a token each card
 * carries the member's own status and eligibility, so the token is part of the key.
 */
export const promotionsQueryOptions = (
  language: string,
  token: string | null,
  category: PromotionCategory | null,
) =>
  queryOptions({
    queryKey: ['promotions', 'list', language, token, category],
    queryFn: ({ signal }) =>
      call(promotionsRoutes.list, { query: { language, category: category ?? undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function usePromotions(category: PromotionCategory | null) {
  const { i18n } = useTranslation();
  const token = useSessionStore((state) => state.token);
  return useQuery(promotionsQueryOptions(i18n.language, token, category));
}

import { promotionsRoutes } from '@goldline/contract/api/promotions.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/promotions/applications: the member's own applications, newest first. */
export const applicationsQueryOptions = (language: string, token: string | null, page: number) =>
  queryOptions({
    queryKey: ['promotions', 'applications', language, token, page],
    queryFn: ({ signal }) =>
      call(promotionsRoutes.applications, { query: { language, page, pageSize: 10 }, signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export function useApplications(page: number) {
  const { i18n } = useTranslation();
  const token = useSessionStore((state) => state.token);
  return useQuery(applicationsQueryOptions(i18n.language, token, page));
}

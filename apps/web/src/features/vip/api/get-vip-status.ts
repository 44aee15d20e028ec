import { vipRoutes } from '@goldline/contract/api/vip.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * GET /wps/vip: the member's level, progress and the ladder's rules (decision 099), the levels named
 * in the interface language (decision 115).
 */
export const vipStatusQueryOptions = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['vip', 'status', token, language],
    queryFn: ({ signal }) => call(vipRoutes.status, { query: { language }, signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

export function useVipStatus(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery({
    ...vipStatusQueryOptions(token, i18n.language.toUpperCase()),
    enabled: Boolean(token) && enabled,
  });
}

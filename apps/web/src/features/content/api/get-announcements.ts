import { contentRoutes } from '@goldline/contract/api/content.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { useAudienceStore } from '../stores/audience-store';

/**
 * Banners, announcements, popups, promotions and the marquee in one call (spec section 7
 * MCSFE_getListAnnouncements). Spec section 4: fetched on load and again on a language or login
 * change, which the key carries; the token decides the popup audience on the server.
 */
export const announcementsQueryOptions = (language: string, token: string | null, firstLogin: boolean) =>
  queryOptions({
    queryKey: ['content', 'announcements', language, token, firstLogin],
    queryFn: ({ signal }) =>
      call(contentRoutes.announcements, {
        query: {
          types: 'B,PL,PU,PR,H',
          platform: 'W',
          execution: 'B',
          language,
          firstLogin: token && firstLogin ? 'true' : undefined,
        },
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function useAnnouncements() {
  const { i18n } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const firstLogin = useAudienceStore((state) => state.firstLogin);
  return useQuery(announcementsQueryOptions(i18n.language, token, firstLogin));
}

import { memberRoutes } from '@goldline/contract/api/member.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    // vipLabelName comes in the interface language (decision 115). The key leaves the language out:
    // the live socket writes this entry by its key, and the web shows the level from /wps/vip instead.
    queryFn: ({ signal }) =>
      call(memberRoutes.info, { query: { language: i18next.language?.toUpperCase() }, signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** Member info for the current session; idle (no data) when logged out. */
export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery(memberInfoQueryOptions(token));
}

import { memberRoutes } from '@goldline/contract/api/member.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => call(memberRoutes.info, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** Member info for the current session; idle (no data) when logged out. */
export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery(memberInfoQueryOptions(token));
}

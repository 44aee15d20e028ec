import { vipRoutes } from '@goldline/contract/api/vip.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/vip: the member's level, progress and the ladder's rules (decision 099). */
export const vipStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['vip', 'status', token],
    queryFn: ({ signal }) => call(vipRoutes.status, { signal }),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

export function useVipStatus(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery({ ...vipStatusQueryOptions(token), enabled: Boolean(token) && enabled });
}

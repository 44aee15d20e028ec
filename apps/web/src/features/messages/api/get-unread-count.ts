import { messagesRoutes } from '@goldline/contract/api/messages.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * CSP_unreadCount for the header and member-centre badges. Spec section 4: the call is skipped
 * for trial users, so callers pass `enabled: false` for them. Message events invalidate it.
 */
export const unreadCountQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['messages', 'unread', token],
    queryFn: ({ signal }) => call(messagesRoutes.unreadCount, { signal }),
    enabled: Boolean(token) && enabled,
    staleTime: 60_000,
  });

export function useUnreadCount(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery(unreadCountQueryOptions(token, enabled));
}

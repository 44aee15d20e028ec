import { promotionsRoutes } from '@goldline/contract/api/promotions.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * GET /wps/promotions/badges: the reward centre's badge (spec section 2) for the header dropdown
 * and the member-centre menu. Only asked with a session (a visitor has nothing to claim); claims
 * and live reward events invalidate ['promotions'].
 */
export const promotionBadgesQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['promotions', 'badges', token],
    queryFn: ({ signal }) => call(promotionsRoutes.badges, { signal }),
    enabled: Boolean(token) && enabled,
    staleTime: 60_000,
  });

export function usePromotionBadges(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery(promotionBadgesQueryOptions(token, enabled));
}

import { rewardsRoutes } from '@goldline/contract/api/rewards.routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * GET /wps/rewards/badges: the reward-centre and missionLeaderboard badge counts (spec section 2).
 * Kept fresh by `reward` socket events (no polling: staleTime is long on purpose).
 */
export function useRewardBadges(enabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['rewards', 'badges', token],
    queryFn: ({ signal }) => call(rewardsRoutes.badges, { signal }),
    enabled: Boolean(token) && enabled,
    staleTime: 5 * 60_000,
  });
}

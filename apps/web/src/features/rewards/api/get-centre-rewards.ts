import { rewardsRoutes } from '@goldline/contract/api/rewards.routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * GET /wps/rewards: prizes of missions, leaderboards and raffles in the reward centre. `reward`
 * socket events invalidate ['rewards'] (app/live-socket.tsx), so a new prize shows without polling.
 */
export function useCentreRewards(page: number) {
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  return useQuery({
    queryKey: ['rewards', 'list', token, page, language],
    queryFn: ({ signal }) => call(rewardsRoutes.list, { query: { page, pageSize: 10, language }, signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

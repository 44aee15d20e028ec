import { rewardsRoutes } from '@goldline/contract/api/rewards.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/red-envelopes: the schedule, read once; the rain watcher times itself from it. */
export function useRains() {
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  return useQuery({
    queryKey: ['rewards', 'rains', token, language],
    queryFn: ({ signal }) => call(rewardsRoutes.rains, { query: { language }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** POST /wps/red-envelopes/:id/grab: one share per member; a repeat answers the same share. */
export function useGrab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(rewardsRoutes.grab, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rewards', 'rains'] }),
  });
}

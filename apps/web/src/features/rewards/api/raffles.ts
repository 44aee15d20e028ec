import { rewardsRoutes } from '@goldline/contract/api/rewards.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/raffles: open raffles with the caller's tickets, and recent draws with their seeds. */
export function useRaffles() {
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  return useQuery({
    queryKey: ['rewards', 'raffles', token, language],
    queryFn: ({ signal }) => call(rewardsRoutes.raffles, { query: { language }, signal }),
  });
}

/** MCS2_claimRafflePromotion: take part in a raffle. */
export function useJoinRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (raffleId: string) => call(rewardsRoutes.claimRaffle, { body: { raffleId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rewards', 'raffles'] }),
  });
}

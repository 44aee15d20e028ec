import { rewardsRoutes } from '@goldline/contract/api/rewards.routes';
import type { RaffleUpsert, RainSchedule } from '@goldline/contract/rewards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

/** Back office for red-envelope rains and raffles (decision 101); every change writes an audit row. */
const key = ['backoffice', 'rewards'] as const;

export const useAdminRewards = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => operatorCall(rewardsRoutes.adminOverview, { signal }) });

export function useScheduleRain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RainSchedule) => operatorCall(rewardsRoutes.adminScheduleRain, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useCreateRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RaffleUpsert) => operatorCall(rewardsRoutes.adminCreateRaffle, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

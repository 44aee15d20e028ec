import { missionsRoutes } from '@goldline/contract/api/missions.routes';
import type { LeaderboardUpsert, MissionUpsert } from '@goldline/contract/missions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

/** Back office for missions and leaderboards (decision 101); every change writes an audit row. */
const key = ['backoffice', 'missions'] as const;

export const useAdminMissions = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => operatorCall(missionsRoutes.adminOverview, { signal }),
  });

/** Creates a mission (id null) or replaces one, which also switches it on or off. */
export function useSaveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MissionUpsert }) =>
      id
        ? operatorCall(missionsRoutes.adminUpdateMission, { params: { id }, body })
        : operatorCall(missionsRoutes.adminCreateMission, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useCreateLeaderboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaderboardUpsert) => operatorCall(missionsRoutes.adminCreateLeaderboard, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

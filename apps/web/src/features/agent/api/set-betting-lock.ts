import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const setBettingLock = (id: string, locked: boolean) =>
  call(agentRoutes.bettingLock, { params: { id }, body: { locked } });

export function useSetBettingLock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locked }: { id: string; locked: boolean }) => setBettingLock(id, locked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent', 'downlines'] }),
  });
}

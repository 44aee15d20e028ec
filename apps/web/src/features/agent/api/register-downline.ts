import type { RegisterDownlineRequest } from '@goldline/contract/agent';
import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const registerDownline = (body: RegisterDownlineRequest) =>
  call(agentRoutes.registerDownline, { body });

export function useRegisterDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agent'] }),
  });
}

import type { DownlineTransferRequest } from '@goldline/contract/agent';
import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const transferToDownline = (id: string, body: DownlineTransferRequest) =>
  call(agentRoutes.transfer, { params: { id }, body });

/** The agent's balance (header) and the team's figures change with a transfer. */
export function useTransferToDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DownlineTransferRequest }) => transferToDownline(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
        queryClient.invalidateQueries({ queryKey: ['agent'] }),
      ]),
  });
}

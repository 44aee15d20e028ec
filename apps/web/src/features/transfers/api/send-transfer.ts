import { transfersRoutes } from '@goldline/contract/api/transfers.routes';
import type { TransferDownlineRequest, TransferUplineRequest } from '@goldline/contract/transfers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const transferToUpline = (body: TransferUplineRequest) => call(transfersRoutes.toUpline, { body });

export const transferToDownline = (body: TransferDownlineRequest) =>
  call(transfersRoutes.toDownline, { body });

/** One mutation for both directions: a `downline` name sends down, none sends up. */
export function useSendTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferUplineRequest & { downline?: string }) =>
      body.downline ? transferToDownline({ ...body, downline: body.downline }) : transferToUpline(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
        queryClient.invalidateQueries({ queryKey: ['records'] }),
      ]),
  });
}

import type {
  TransferDownlineRequest,
  TransferResult,
  TransferUplineRequest,
} from '@goldline/contract/transfers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const transferToUpline = (body: TransferUplineRequest) =>
  api.post<TransferResult>('/wps/transfer/upline', body);

export const transferToDownline = (body: TransferDownlineRequest) =>
  api.post<TransferResult>('/wps/agent/transfer/downline', body);

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

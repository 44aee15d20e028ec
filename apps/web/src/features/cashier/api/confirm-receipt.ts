import type { ConfirmReceiptRequest, Withdrawal } from '@goldline/contract/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const confirmReceipt = (id: string, body: ConfirmReceiptRequest) =>
  api.post<Withdrawal>(`/wps/cashier/withdrawals/${encodeURIComponent(id)}/receipt`, body);

export function useConfirmReceipt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmReceiptRequest) => confirmReceipt(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cashier', 'withdrawals'] }),
  });
}

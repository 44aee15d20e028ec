import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import type { ConfirmReceiptRequest } from '@goldline/contract/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const confirmReceipt = (id: string, body: ConfirmReceiptRequest) =>
  call(cashierRoutes.confirmReceipt, { params: { id }, body });

export function useConfirmReceipt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmReceiptRequest) => confirmReceipt(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cashier', 'withdrawals'] }),
  });
}

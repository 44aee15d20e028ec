import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import type { CreateWithdrawalRequest } from '@goldline/contract/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const createWithdrawal = (body: CreateWithdrawalRequest) =>
  call(cashierRoutes.createWithdrawal, { body });

export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    // The amount is held at once: info, list and the header balance all change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cashier'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
}

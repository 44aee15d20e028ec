import type { CreateWithdrawalRequest, Withdrawal } from '@goldline/contract/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const createWithdrawal = (body: CreateWithdrawalRequest) =>
  api.post<Withdrawal>('/wps/cashier/withdrawals', body);

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

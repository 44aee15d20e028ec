import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WITHDRAW_INFO_KEY } from './get-withdraw-info';

export const removeBankAccount = (id: string) =>
  api.delete<unknown>(`/wps/cashier/bank-accounts/${encodeURIComponent(id)}`);

export function useRemoveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_INFO_KEY }),
  });
}

import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { WITHDRAW_INFO_KEY } from './get-withdraw-info';

export const removeBankAccount = (id: string) => call(cashierRoutes.removeBankAccount, { params: { id } });

export function useRemoveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_INFO_KEY }),
  });
}

import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import type { BindBankAccountRequest } from '@goldline/contract/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { WITHDRAW_INFO_KEY } from './get-withdraw-info';

export const bindBankAccount = (body: BindBankAccountRequest) =>
  call(cashierRoutes.bindBankAccount, { body });

export function useBindBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_INFO_KEY }),
  });
}

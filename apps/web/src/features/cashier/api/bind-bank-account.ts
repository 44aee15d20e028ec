import type { BankAccount, BindBankAccountRequest } from '@goldline/contract/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WITHDRAW_INFO_KEY } from './get-withdraw-info';

export const bindBankAccount = (body: BindBankAccountRequest) =>
  api.post<BankAccount>('/wps/cashier/bank-accounts', body);

export function useBindBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_INFO_KEY }),
  });
}

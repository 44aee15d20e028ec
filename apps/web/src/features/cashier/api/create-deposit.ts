import type { CreateDepositRequest, CreateDepositResponse } from '@goldline/contract/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const createDeposit = (body: CreateDepositRequest) =>
  api.post<CreateDepositResponse>('/wps/cashier/deposits', body);

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cashier', 'deposits'] }),
  });
}

import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import type { CreateDepositRequest } from '@goldline/contract/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const createDeposit = (body: CreateDepositRequest) => call(cashierRoutes.createDeposit, { body });

export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cashier', 'deposits'] }),
  });
}

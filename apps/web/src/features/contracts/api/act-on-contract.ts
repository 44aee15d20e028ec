import { contractsRoutes } from '@goldline/contract/api/contracts.routes';
import type { ContractAction } from '@goldline/contract/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const actOnContract = (id: string, action: ContractAction) =>
  call(contractsRoutes.act, { params: { id }, body: { action } });

/** Sign, reject, or request / accept / decline a termination; every contract view reads again. */
export function useContractAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ContractAction }) => actOnContract(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contracts'] }),
  });
}

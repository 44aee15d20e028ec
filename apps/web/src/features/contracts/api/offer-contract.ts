import { contractsRoutes } from '@goldline/contract/api/contracts.routes';
import type { OfferContractRequest } from '@goldline/contract/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const offerContract = (body: OfferContractRequest) => call(contractsRoutes.offer, { body });

/** The upline offers a contract version to a direct downline (it waits for the downline to sign). */
export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contracts'] }),
  });
}

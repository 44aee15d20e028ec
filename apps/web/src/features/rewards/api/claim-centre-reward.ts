import { rewardsRoutes } from '@goldline/contract/api/rewards.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /wps/rewards/:id/claim: the server pays once however many requests arrive. */
export function useClaimCentreReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(rewardsRoutes.claim, { params: { id }, query: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rewards'] }),
  });
}

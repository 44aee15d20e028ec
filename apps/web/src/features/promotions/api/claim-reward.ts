import { promotionsRoutes } from '@goldline/contract/api/promotions.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST /wps/promotions/rewards/:id/claim. The server pays a reward once however many requests
 * arrive; the idempotency key (one per reward and attempt) makes a repeat answer the same bonus.
 */
export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      call(promotionsRoutes.claimReward, { params: { id }, body: { idempotencyKey } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['promotions'] }),
  });
}

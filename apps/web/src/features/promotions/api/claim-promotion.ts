import { promotionsRoutes } from '@goldline/contract/api/promotions.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST /wps/promotions/:id/claim (CLAIM promotions pay at once when eligible). The caller keeps one
 * idempotency key per attempt, so a double click or a retry answers the same bonus.
 */
export function useClaimPromotion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      call(promotionsRoutes.claim, { params: { id }, body: { idempotencyKey } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['promotions'] }),
  });
}

import { promotionsRoutes } from '@goldline/contract/api/promotions.routes';
import type { ApplyPromotionRequest } from '@goldline/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const applyPromotion = (id: string, body: ApplyPromotionRequest) =>
  call(promotionsRoutes.apply, { params: { id }, body });

/** POST /wps/promotions/:id/apply; the promotion's status and the applications list change with it. */
export function useApplyPromotion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyPromotionRequest) => applyPromotion(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['promotions'] }),
  });
}

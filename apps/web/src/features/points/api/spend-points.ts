import { pointsRoutes } from '@goldline/contract/api/points.routes';
import type { ConvertRequest, RedeemRequest } from '@goldline/contract/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * The two encrypted passwordCheck calls (spec section 7): redeem goods and convert points to cash.
 * The caller keeps one idempotency key per attempt, so a double click spends once.
 */
export function useRedeemGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemRequest) => call(pointsRoutes.redeem, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['points'] }),
  });
}

export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConvertRequest) => call(pointsRoutes.convert, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['points'] }),
  });
}

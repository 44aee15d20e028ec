import { pointsRoutes } from '@goldline/contract/api/points.routes';
import { vipRoutes } from '@goldline/contract/api/vip.routes';
import type { GoodsUpsert, RedemptionStatus } from '@goldline/contract/points';
import type { VipLevelsUpsert } from '@goldline/contract/vip';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

/** Back office for VIP levels, goods and redemptions (decisions 099, 100); every change is audited. */
export const useAdminVipLevels = () =>
  useQuery({
    queryKey: ['backoffice', 'vip-levels'],
    queryFn: ({ signal }) => operatorCall(vipRoutes.adminLevels, { signal }),
  });

export function useSaveVipLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipLevelsUpsert) => operatorCall(vipRoutes.adminSaveLevels, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'vip-levels'] }),
  });
}

export const useAdminGoods = () =>
  useQuery({
    queryKey: ['backoffice', 'goods'],
    queryFn: ({ signal }) => operatorCall(pointsRoutes.adminGoods, { signal }),
  });

export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: GoodsUpsert }) =>
      id
        ? operatorCall(pointsRoutes.adminUpdateGoods, { params: { id }, body })
        : operatorCall(pointsRoutes.adminCreateGoods, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'goods'] }),
  });
}

export const useAdminRedemptions = (status: RedemptionStatus | '', page: number) =>
  useQuery({
    queryKey: ['backoffice', 'redemptions', status, page],
    queryFn: ({ signal }) =>
      operatorCall(pointsRoutes.adminRedemptions, {
        query: { status: status || undefined, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Approve, or reject (the points and the item go back). INVALID_STATE unless still In Process. */
export function useDecideRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, note }: { id: string; approve: boolean; note?: string }) =>
      operatorCall(approve ? pointsRoutes.adminApprove : pointsRoutes.adminReject, {
        params: { id },
        body: { note },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'redemptions'] });
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'goods'] });
    },
  });
}

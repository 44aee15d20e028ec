import { promotionsRoutes } from '@goldline/contract/api/promotions.routes';
import { TOKEN_HEADER } from '@goldline/contract/encryption';
import type {
  AdminApplication,
  AdminPromotion,
  ApplicationStatus,
  PromotionUpsert,
} from '@goldline/contract/promotions';
import { fillPath } from '@goldline/contract/route';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useOperatorSession } from '../stores/operator-session-store';
import { operatorCall } from './operator-api';

export type { AdminApplication, AdminPromotion };

/** GET /admin/promotions: every promotion with its state, grants and waiting applications. */
export const adminPromotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'promotions'],
    queryFn: ({ signal }) => operatorCall(promotionsRoutes.adminList, { signal }),
  });
export const useAdminPromotions = () => useQuery(adminPromotionsQueryOptions());

/** POST /admin/promotions (create) or PUT /admin/promotions/:id (edit, schedule); audited. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: PromotionUpsert }) =>
      id
        ? operatorCall(promotionsRoutes.adminUpdate, { params: { id }, body })
        : operatorCall(promotionsRoutes.adminCreate, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'promotions'] }),
  });
}

/** GET /admin/promotions/applications?status=&page= */
export const adminApplicationsQueryOptions = (status: ApplicationStatus | '', page: number) =>
  queryOptions({
    queryKey: ['backoffice', 'promotion-applications', status, page],
    queryFn: ({ signal }) =>
      operatorCall(promotionsRoutes.adminApplications, {
        query: { status: status || undefined, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useAdminApplications = (status: ApplicationStatus | '', page: number) =>
  useQuery(adminApplicationsQueryOptions(status, page));

/**
 * Approve ({baseAmount?, note}) or reject ({note}, the member reads it). INVALID_STATE unless the
 * application is still PENDING; the promotions' counts change with it.
 */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      note,
      baseAmount,
    }: {
      id: string;
      decision: 'approve' | 'reject';
      note: string;
      baseAmount?: string;
    }) =>
      decision === 'approve'
        ? operatorCall(promotionsRoutes.adminApprove, { params: { id }, body: { note, baseAmount } })
        : operatorCall(promotionsRoutes.adminReject, { params: { id }, body: { note } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'promotion-applications'] }),
        queryClient.invalidateQueries({ queryKey: ['backoffice', 'promotions'] }),
      ]),
  });
}

/**
 * The n-th image of an application with the operator token: the answer is the bytes, not the
 * envelope (like the deposit slip, deposit-slip.ts), shown through a blob: URL.
 */
async function fetchApplicationImage(id: string, n: number, signal: AbortSignal): Promise<Blob> {
  const token = useOperatorSession.getState().token ?? '';
  const response = await fetch(fillPath(promotionsRoutes.adminApplicationImage.path, { id, n: String(n) }), {
    headers: { [TOKEN_HEADER]: token },
    signal,
  });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(
      (envelope?.code ?? 'NOT_FOUND') as ConstructorParameters<typeof ApiError>[0],
      envelope?.message ?? response.statusText,
      response.status,
    );
  }
  return response.blob();
}

export function useApplicationImageUrl(id: string, n: number) {
  const image = useQuery({
    queryKey: ['backoffice', 'promotion-image', id, n],
    queryFn: ({ signal }) => fetchApplicationImage(id, n, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const next = URL.createObjectURL(image.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image.data]);
  return { url, error: image.error, isPending: image.isPending };
}

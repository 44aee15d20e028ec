import { rebateRoutes } from '@goldline/contract/api/rebate.routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/rebate: what a claim now would pay, per game type. */
export function useRebatePreview() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['rebate', 'preview', token],
    queryFn: ({ signal }) => call(rebateRoutes.preview, { signal }),
    enabled: Boolean(token),
  });
}

/** GET /wps/rebate/claims: the member's past claims. */
export function useRebateClaims(page: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['rebate', 'claims', token, page],
    queryFn: ({ signal }) => call(rebateRoutes.claims, { query: { page, pageSize: 10 }, signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /wps/rebate/claim. One key per attempt, kept until it succeeds: a double click or a retry
 * answers the same claim; the server pays a period once whatever arrives (decision 102).
 */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => call(rebateRoutes.claim, { body: { idempotencyKey } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['rebate'] }),
  });
}

import type { Deposit, DepositStatus, Withdrawal } from '@goldline/contract/cashier';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorApi } from './operator-api';

export type AdminDeposit = Deposit & { memberId: string; account: string };
export type AdminWithdrawal = Withdrawal & { memberId: string; account: string; accountNumber: string };
export type RequestKind = 'deposits' | 'withdrawals';
interface Page<T> {
  rows: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /admin/wallet/{deposits|withdrawals}?status=&page= */
export const adminRequestsQueryOptions = <K extends RequestKind>(
  kind: K,
  status: DepositStatus | '',
  page: number,
) =>
  queryOptions({
    queryKey: ['backoffice', kind, status, page],
    queryFn: ({ signal }) =>
      operatorApi.get<Page<K extends 'deposits' ? AdminDeposit : AdminWithdrawal>>(
        `/admin/wallet/${kind}`,
        { status: status || undefined, page, pageSize: 20 },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminRequests = <K extends RequestKind>(kind: K, status: DepositStatus | '', page: number) =>
  useQuery(adminRequestsQueryOptions(kind, status, page));

/** Approve ({}) or reject ({reason}); INVALID_STATE unless still PENDING. */
export function useDecide(kind: RequestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? operatorApi.post<unknown>(`/admin/wallet/${kind}/${id}/approve`, {})
        : operatorApi.post<unknown>(`/admin/wallet/${kind}/${id}/reject`, { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

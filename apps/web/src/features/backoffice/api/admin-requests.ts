import type {
  AdminDeposit,
  AdminDepositList,
  AdminWithdrawal,
  AdminWithdrawalList,
} from '@goldline/contract/admin-wallet';
import { adminWalletRoutes } from '@goldline/contract/api/admin-wallet.routes';
import type { DepositStatus } from '@goldline/contract/cashier';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

export type { AdminDeposit, AdminWithdrawal };
export type RequestKind = 'deposits' | 'withdrawals';

/** GET /admin/wallet/{deposits|withdrawals}?status=&page= */
export const adminRequestsQueryOptions = (kind: RequestKind, status: DepositStatus | '', page: number) =>
  queryOptions({
    queryKey: ['backoffice', kind, status, page],
    queryFn: ({ signal }): Promise<AdminDepositList | AdminWithdrawalList> => {
      const query = { status: status || undefined, page, pageSize: 20 };
      return kind === 'deposits'
        ? operatorCall(adminWalletRoutes.deposits, { query, signal })
        : operatorCall(adminWalletRoutes.withdrawals, { query, signal });
    },
    placeholderData: keepPreviousData,
  });

export const useAdminRequests = (kind: RequestKind, status: DepositStatus | '', page: number) =>
  useQuery(adminRequestsQueryOptions(kind, status, page));

const decisions = {
  deposits: { approve: adminWalletRoutes.approveDeposit, reject: adminWalletRoutes.rejectDeposit },
  withdrawals: { approve: adminWalletRoutes.approveWithdrawal, reject: adminWalletRoutes.rejectWithdrawal },
};

/**
 * Approve ({note?}) or reject ({reason, note?}); INVALID_STATE unless still PENDING. The note is the
 * operator's own (audited, never shown to the member); a blank one is left out.
 */
export function useDecide(kind: RequestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, note }: { id: string; reason?: string; note?: string }) => {
      const noted = note ? { note } : {};
      return reason === undefined
        ? operatorCall(decisions[kind].approve, { params: { id }, body: noted })
        : operatorCall(decisions[kind].reject, { params: { id }, body: { reason, ...noted } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

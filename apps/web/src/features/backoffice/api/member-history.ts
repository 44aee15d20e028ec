import { adminWalletRoutes } from '@goldline/contract/api/admin-wallet.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

/** GET /admin/wallet/members/:id/history: shown beside a request before the operator decides. */
export const memberHistoryQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: ['backoffice', 'member-history', memberId],
    queryFn: ({ signal }) =>
      operatorCall(adminWalletRoutes.memberHistory, { params: { id: memberId }, signal }),
  });

export const useMemberHistory = (memberId: string) => useQuery(memberHistoryQueryOptions(memberId));

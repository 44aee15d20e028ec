import { adminWalletRoutes } from '@goldline/contract/api/admin-wallet.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

export const receiptCasesQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'receipt-cases'],
    queryFn: ({ signal }) =>
      operatorCall(adminWalletRoutes.receiptCases, { query: { pageSize: 50 }, signal }),
  });

export const useReceiptCases = () => useQuery(receiptCasesQueryOptions());

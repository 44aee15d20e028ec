import type { ReceiptResult } from '@goldline/contract/cashier';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorApi } from './operator-api';

export interface ReceiptCase {
  id: string;
  withdrawalId: string;
  memberId: string;
  account: string;
  amount: string;
  result: ReceiptResult;
  remainingAmount: string | null;
  remark: string | null;
  proofCount: number;
  createdAt: string;
}

export const receiptCasesQueryOptions = () =>
  queryOptions({
    queryKey: ['backoffice', 'receipt-cases'],
    queryFn: ({ signal }) =>
      operatorApi.get<{ rows: ReceiptCase[]; total: number }>(
        '/admin/wallet/receipt-cases',
        { pageSize: 50 },
        signal,
      ),
  });

export const useReceiptCases = () => useQuery(receiptCasesQueryOptions());

import type { WithdrawalList } from '@goldline/contract/cashier';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const withdrawalsQueryOptions = (page: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['cashier', 'withdrawals', page, pageSize],
    queryFn: ({ signal }) =>
      api.get<WithdrawalList>('/wps/cashier/withdrawals', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const useWithdrawals = (page: number) => useQuery(withdrawalsQueryOptions(page));

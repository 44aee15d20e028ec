import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const withdrawalsQueryOptions = (page: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['cashier', 'withdrawals', page, pageSize],
    queryFn: ({ signal }) => call(cashierRoutes.withdrawals, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const useWithdrawals = (page: number) => useQuery(withdrawalsQueryOptions(page));

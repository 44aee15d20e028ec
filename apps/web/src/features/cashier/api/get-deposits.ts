import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const depositsQueryOptions = (page: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['cashier', 'deposits', page, pageSize],
    queryFn: ({ signal }) => call(cashierRoutes.deposits, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const useDeposits = (page: number) => useQuery(depositsQueryOptions(page));

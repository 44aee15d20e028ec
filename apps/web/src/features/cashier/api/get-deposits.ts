import type { DepositList } from '@goldline/contract/cashier';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const depositsQueryOptions = (page: number, pageSize = 10) =>
  queryOptions({
    queryKey: ['cashier', 'deposits', page, pageSize],
    queryFn: ({ signal }) =>
      api.get<DepositList>('/wps/cashier/deposits', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const useDeposits = (page: number) => useQuery(depositsQueryOptions(page));

import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const WITHDRAW_INFO_KEY = ['cashier', 'withdraw-info'] as const;

export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: WITHDRAW_INFO_KEY,
    queryFn: ({ signal }) => call(cashierRoutes.withdrawInfo, { signal }),
  });

export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions());

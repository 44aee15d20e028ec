import type { WithdrawInfo } from '@goldline/contract/cashier';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const WITHDRAW_INFO_KEY = ['cashier', 'withdraw-info'] as const;

export const withdrawInfoQueryOptions = () =>
  queryOptions({
    queryKey: WITHDRAW_INFO_KEY,
    queryFn: ({ signal }) => api.get<WithdrawInfo>('/wps/cashier/withdraw/info', { signal }),
  });

export const useWithdrawInfo = () => useQuery(withdrawInfoQueryOptions());

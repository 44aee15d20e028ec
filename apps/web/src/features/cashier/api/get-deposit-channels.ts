import type { DepositChannel } from '@goldline/contract/cashier';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const depositChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['cashier', 'channels'],
    queryFn: ({ signal }) =>
      api.get<{ channels: DepositChannel[] }>('/wps/cashier/deposit/channels', { signal }),
    staleTime: 60_000,
  });

export const useDepositChannels = () => useQuery(depositChannelsQueryOptions());

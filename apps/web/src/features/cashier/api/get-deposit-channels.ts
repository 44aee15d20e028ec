import { cashierRoutes } from '@goldline/contract/api/cashier.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const depositChannelsQueryOptions = () =>
  queryOptions({
    queryKey: ['cashier', 'channels'],
    queryFn: ({ signal }) => call(cashierRoutes.depositChannels, { signal }),
    staleTime: 60_000,
  });

export const useDepositChannels = () => useQuery(depositChannelsQueryOptions());

import { transfersRoutes } from '@goldline/contract/api/transfers.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const uplineQueryOptions = () =>
  queryOptions({
    queryKey: ['transfers', 'upline'],
    queryFn: ({ signal }) => call(transfersRoutes.upline, { signal }),
    staleTime: 5 * 60_000,
  });

export const useUpline = () => useQuery(uplineQueryOptions());

import type { UplineInfo } from '@goldline/contract/transfers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const uplineQueryOptions = () =>
  queryOptions({
    queryKey: ['transfers', 'upline'],
    queryFn: ({ signal }) => api.get<UplineInfo>('/wps/transfer/upline', { signal }),
    staleTime: 5 * 60_000,
  });

export const useUpline = () => useQuery(uplineQueryOptions());

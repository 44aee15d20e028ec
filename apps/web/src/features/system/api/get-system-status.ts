import { systemRoutes } from '@goldline/contract/api/system.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * Status decides the root screen (spec section 2): re-checked every minute so switching
 * maintenance on or off reaches open tabs without a reload.
 */
export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => call(systemRoutes.status, { signal }),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());

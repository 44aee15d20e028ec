import { systemRoutes } from '@goldline/contract/api/system.routes';
import { openCustomerServicePath } from '@goldline/contract/customer-service-path';
import type { SystemStatus } from '@goldline/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * The customer-service paths arrive sealed (spec section 7); opened here, once per answer, so every
 * screen reads plain addresses. An entry that does not open (no WebCrypto outside a secure context,
 * say) is left out rather than shown as a broken link.
 */
async function withOpenPaths(status: SystemStatus): Promise<SystemStatus> {
  const opened = await Promise.all(
    status.customerService.map((entry) =>
      openCustomerServicePath(entry.path).then(
        (path) => ({ ...entry, path }),
        () => null,
      ),
    ),
  );
  return { ...status, customerService: opened.filter((entry) => entry !== null) };
}

/**
 * Status decides the root screen (spec section 2): re-checked every minute so switching
 * maintenance on or off reaches open tabs without a reload.
 */
export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: async ({ signal }) => withOpenPaths(await call(systemRoutes.status, { signal })),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());

import { securityRoutes } from '@goldline/contract/api/security.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const SECURITY_KEY = ['security', 'overview'] as const;

export const securityQueryOptions = () =>
  queryOptions({
    queryKey: SECURITY_KEY,
    queryFn: ({ signal }) => call(securityRoutes.overview, { signal }),
  });

export const useSecurity = () => useQuery(securityQueryOptions());

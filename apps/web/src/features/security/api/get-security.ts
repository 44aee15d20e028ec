import type { SecurityOverview } from '@goldline/contract/security';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const SECURITY_KEY = ['security', 'overview'] as const;

export const securityQueryOptions = () =>
  queryOptions({
    queryKey: SECURITY_KEY,
    queryFn: ({ signal }) => api.get<SecurityOverview>('/wps/member/security', { signal }),
  });

export const useSecurity = () => useQuery(securityQueryOptions());

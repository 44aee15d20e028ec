import { contractsRoutes } from '@goldline/contract/api/contracts.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * GET /wps/member/info/funds/consolidated (spec sections 3, 4, 7): which contract kinds the operator
 * enabled and what waits for the caller's answer. The spec calls it only for non-trial users while
 * AGENTPOLICY3 is on; the caller decides that and passes `enabled`.
 */
export const consolidatedQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: ['contracts', 'consolidated', token],
    queryFn: ({ signal }) => call(contractsRoutes.consolidated, { signal }),
    enabled: enabled && Boolean(token),
    staleTime: 30_000,
  });

export const useConsolidated = (token: string | null, enabled: boolean) =>
  useQuery(consolidatedQueryOptions(token, enabled));

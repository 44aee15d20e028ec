import { contractsRoutes } from '@goldline/contract/api/contracts.routes';
import type { ContractKind } from '@goldline/contract/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface ContractFilter {
  role: 'upline' | 'member';
  kind?: ContractKind;
  memberId?: string;
  history?: boolean;
}

/** As member: my contracts; as upline: those offered to my direct downlines (one or all). */
export const contractsQueryOptions = (filter: ContractFilter) =>
  queryOptions({
    queryKey: ['contracts', 'list', filter],
    queryFn: ({ signal }) =>
      call(contractsRoutes.list, {
        query: {
          role: filter.role,
          kind: filter.kind,
          memberId: filter.memberId,
          history: filter.history ? 'true' : undefined,
        },
        signal,
      }),
  });

export const useContracts = (filter: ContractFilter) => useQuery(contractsQueryOptions(filter));

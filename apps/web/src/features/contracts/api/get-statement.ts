import { contractsRoutes } from '@goldline/contract/api/contracts.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A statement's drill-down: its inputs, the contract version and each direct downline's share. */
export const statementQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['contracts', 'statement', id],
    queryFn: ({ signal }) => call(contractsRoutes.statement, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });

export const useStatement = (id: string | null) => useQuery(statementQueryOptions(id));

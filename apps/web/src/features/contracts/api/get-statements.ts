import { contractsRoutes } from '@goldline/contract/api/contracts.routes';
import type { StatementQuery } from '@goldline/contract/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type StatementFilter = Pick<StatementQuery, 'kind' | 'role' | 'page' | 'pageSize'>;

/** One page of statements of a kind, as the paid member or as the paying upline. */
export const statementsQueryOptions = (filter: StatementFilter) =>
  queryOptions({
    queryKey: ['contracts', 'statements', filter],
    queryFn: ({ signal }) => call(contractsRoutes.statements, { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
  });

export const useStatements = (filter: StatementFilter) => useQuery(statementsQueryOptions(filter));

import { recordsRoutes } from '@goldline/contract/api/records.routes';
import type { RecordType } from '@goldline/contract/records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface TransactionFilter {
  type: RecordType;
  from: string;
  to: string;
  page: number;
  pageSize: number;
  /** Language of the game names (the interface language, e.g. EN, CN). */
  language: string;
}

export const transactionsQueryOptions = (filter: TransactionFilter | null) =>
  queryOptions({
    queryKey: ['records', 'transactions', filter],
    queryFn: ({ signal }) => call(recordsRoutes.transactions, { query: { ...filter }, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

export const useTransactions = (filter: TransactionFilter | null) =>
  useQuery(transactionsQueryOptions(filter));

import { recordsRoutes } from '@goldline/contract/api/records.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const profitQueryOptions = (range: { from: string; to: string } | null) =>
  queryOptions({
    queryKey: ['records', 'profit', range],
    queryFn: ({ signal }) => call(recordsRoutes.profit, { query: { ...range }, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const useProfit = (range: { from: string; to: string } | null) => useQuery(profitQueryOptions(range));

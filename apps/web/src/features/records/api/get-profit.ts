import type { ProfitReport } from '@goldline/contract/records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const profitQueryOptions = (range: { from: string; to: string } | null) =>
  queryOptions({
    queryKey: ['records', 'profit', range],
    queryFn: ({ signal }) => api.get<ProfitReport>('/wps/records/profit', { query: { ...range }, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const useProfit = (range: { from: string; to: string } | null) => useQuery(profitQueryOptions(range));

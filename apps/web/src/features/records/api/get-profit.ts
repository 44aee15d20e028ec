import { recordsRoutes } from '@goldline/contract/api/records.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** `language` is the interface language the game names come in (EN, CN...). */
export const profitQueryOptions = (range: { from: string; to: string; language: string } | null) =>
  queryOptions({
    queryKey: ['records', 'profit', range],
    queryFn: ({ signal }) => call(recordsRoutes.profit, { query: { ...range }, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export const useProfit = (range: { from: string; to: string; language: string } | null) =>
  useQuery(profitQueryOptions(range));

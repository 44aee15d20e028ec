import { recordsRoutes } from '@goldline/contract/api/records.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const bonusQueryOptions = (
  filter: { from: string; to: string; page: number; pageSize: number } | null,
) =>
  queryOptions({
    queryKey: ['records', 'bonus', filter],
    queryFn: ({ signal }) => call(recordsRoutes.bonus, { query: { ...filter }, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

export const useBonus = (filter: { from: string; to: string; page: number; pageSize: number } | null) =>
  useQuery(bonusQueryOptions(filter));

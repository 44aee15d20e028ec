import type { BonusPage } from '@goldline/contract/records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const bonusQueryOptions = (
  filter: { from: string; to: string; page: number; pageSize: number } | null,
) =>
  queryOptions({
    queryKey: ['records', 'bonus', filter],
    queryFn: ({ signal }) => api.get<BonusPage>('/wps/records/bonus', { query: { ...filter }, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

export const useBonus = (filter: { from: string; to: string; page: number; pageSize: number } | null) =>
  useQuery(bonusQueryOptions(filter));

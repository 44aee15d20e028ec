import type { BetRecordPage, RoundStatus } from '@goldline/contract/betting';
import type { GameType } from '@goldline/contract/games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface BetFilter {
  gameType?: GameType;
  status?: RoundStatus;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** GET /wps/records/bets: the member's rounds of every game and vendor, with totals over the range. */
export const betsQueryOptions = (filter: BetFilter | null) =>
  queryOptions({
    queryKey: ['betting', 'bets', filter],
    queryFn: ({ signal }) => api.get<BetRecordPage>('/wps/records/bets', { query: { ...filter }, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

export const useBets = (filter: BetFilter | null) => useQuery(betsQueryOptions(filter));

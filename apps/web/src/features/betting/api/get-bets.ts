import { bettingRoutes } from '@goldline/contract/api/betting.routes';
import type { BetRecordQuery } from '@goldline/contract/betting';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The page always sends a range and a page (the contract's query, with those made required). */
export type BetFilter = BetRecordQuery & Required<Pick<BetRecordQuery, 'from' | 'to'>>;

/** GET /wps/records/bets: the member's rounds of every game and vendor, with totals over the range. */
export const betsQueryOptions = (filter: BetFilter | null) =>
  queryOptions({
    queryKey: ['betting', 'bets', filter],
    queryFn: ({ signal }) => call(bettingRoutes.bets, { query: { ...filter }, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

export const useBets = (filter: BetFilter | null) => useQuery(betsQueryOptions(filter));

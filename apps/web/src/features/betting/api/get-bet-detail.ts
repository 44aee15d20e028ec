import type { BetRecordDetail } from '@goldline/contract/betting';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /wps/records/bets/:id: one round with every wallet step. */
export const betDetailQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['betting', 'bet', id],
    queryFn: ({ signal }) =>
      api.get<BetRecordDetail>(`/wps/records/bets/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });

export const useBetDetail = (id: string | null) => useQuery(betDetailQueryOptions(id));

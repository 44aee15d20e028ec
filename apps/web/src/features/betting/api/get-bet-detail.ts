import { bettingRoutes } from '@goldline/contract/api/betting.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /wps/records/bets/:id: one round with every wallet step. */
export const betDetailQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: ['betting', 'bet', id],
    queryFn: ({ signal }) => call(bettingRoutes.bet, { params: { id: id ?? '' }, query: {}, signal }),
    enabled: id !== null,
  });

export const useBetDetail = (id: string | null) => useQuery(betDetailQueryOptions(id));

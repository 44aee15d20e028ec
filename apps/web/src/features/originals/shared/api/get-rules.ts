import { originalsRoutes } from '@goldline/contract/api/originals.routes';
import type { OriginalGame } from '@goldline/contract/originals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

export const rulesQueryOptions = (game: OriginalGame) =>
  queryOptions({
    queryKey: ['originals', 'rules', game],
    queryFn: ({ signal }) => call(originalsRoutes.rules, { params: { game }, signal }),
    staleTime: 10 * 60_000,
  });

export const useGameRules = (game: OriginalGame) => useQuery(rulesQueryOptions(game));

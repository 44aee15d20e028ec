import type { GameRules, OriginalGame } from '@goldline/contract/originals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const rulesQueryOptions = (game: OriginalGame) =>
  queryOptions({
    queryKey: ['originals', 'rules', game],
    queryFn: ({ signal }) => api.get<GameRules>(`/wps/originals/rules/${game}`, { signal }),
    staleTime: 10 * 60_000,
  });

export const useGameRules = (game: OriginalGame) => useQuery(rulesQueryOptions(game));

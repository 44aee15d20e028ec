import { originalsRoutes } from '@goldline/contract/api/originals.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { useSessionStore } from '../../../../lib/session-store';

const SEEDS_KEY = ['originals', 'seeds'] as const;

/** GET /wps/originals/seeds: the active pair (server seed as its hash only) and the next nonce. */
export function useSeeds() {
  const token = useSessionStore((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: [...SEEDS_KEY, 'current', token],
      queryFn: ({ signal }) => call(originalsRoutes.seeds, { signal }),
      enabled: Boolean(token),
    }),
  );
}

/** GET /wps/originals/seeds/revealed: past pairs with their server seeds. */
export function useRevealedSeeds() {
  const token = useSessionStore((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: [...SEEDS_KEY, 'revealed', token],
      queryFn: ({ signal }) => call(originalsRoutes.revealedSeeds, { signal }),
      enabled: Boolean(token),
    }),
  );
}

/**
 * POST /wps/originals/seeds/rotate (keep the client seed) or /seeds/client (a new one): either way
 * the old server seed is revealed and a new pair starts at nonce 0.
 */
export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string | null) =>
      clientSeed === null
        ? call(originalsRoutes.rotateSeeds)
        : call(originalsRoutes.clientSeed, { body: { clientSeed } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SEEDS_KEY }),
  });
}

/** GET /wps/originals/rounds/:roundId: the member's own round with what it takes to recompute it. */
export function useRoundRecall(roundId: string | null) {
  const token = useSessionStore((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: ['originals', 'round', roundId, token],
      queryFn: ({ signal }) => call(originalsRoutes.round, { params: { roundId: roundId! }, signal }),
      enabled: Boolean(token && roundId),
      retry: false,
    }),
  );
}

import { responsibleGamingRoutes } from '@goldline/contract/api/responsible-gaming.routes';
import type { RgExcludeRequest, RgOverview, RgSetLimitRequest } from '@goldline/contract/responsible-gaming';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

const OVERVIEW = ['rg', 'overview'] as const;

/** GET /wps/rg: limits with what they used, the session limit, reality check and net position. */
export function useRgOverview() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...OVERVIEW, token],
    queryFn: ({ signal }) => call(responsibleGamingRoutes.overview, { signal }),
    enabled: Boolean(token),
  });
}

/** Every setting call answers the new overview: it replaces the cached one, no refetch. */
function useSetting<I>(send: (input: I) => Promise<RgOverview>) {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: send,
    onSuccess: (overview) => queryClient.setQueryData([...OVERVIEW, token], overview),
  });
}

export const useSetLimit = () =>
  useSetting((body: RgSetLimitRequest) => call(responsibleGamingRoutes.setLimit, { body }));
export const useSetSessionLimit = () =>
  useSetting((minutes: number | null) =>
    call(responsibleGamingRoutes.setSessionLimit, { body: { minutes } }),
  );
export const useSetRealityCheck = () =>
  useSetting((minutes: number) => call(responsibleGamingRoutes.setRealityCheck, { body: { minutes } }));

/** POST /wps/rg/exclusion: the server ends every session of the member at once. */
export function useExclude() {
  return useMutation({
    mutationFn: (body: RgExcludeRequest) => call(responsibleGamingRoutes.exclude, { body }),
  });
}

/** GET /wps/rg/session: this session's start and net position, for the reality check. */
export const getRgSession = () => call(responsibleGamingRoutes.session);

import type { MinesRoundState } from '@goldline/contract/originals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useSessionStore } from '../../../../lib/session-store';
import { sendBet } from '../../shared/api/send-bet';

export const ACTIVE_MINES_KEY = ['originals', 'mines', 'active'] as const;

/** GET /wps/originals/mines/active: the round in play, if any, so a reload resumes it. */
export const activeMinesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...ACTIVE_MINES_KEY, token],
    queryFn: ({ signal }) => api.get<MinesRoundState | null>('/wps/originals/mines/active', { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });

export function useActiveMines() {
  const token = useSessionStore((state) => state.token);
  return useQuery(activeMinesQueryOptions(token));
}

/** POST /wps/originals/mines/start: stakes the bet and places the mines. */
export const startMines = (body: { amount: string; requestId: string; mines: number }) =>
  sendBet<MinesRoundState>('/wps/originals/mines/start', body);

/** POST /wps/originals/mines/reveal */
export const revealMinesTile = (body: { roundId: string; tile: number }) =>
  api.post<MinesRoundState>('/wps/originals/mines/reveal', body);

/** POST /wps/originals/mines/cashout */
export const cashOutMines = (body: { roundId: string }) =>
  api.post<MinesRoundState>('/wps/originals/mines/cashout', body);

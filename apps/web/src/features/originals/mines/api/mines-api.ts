import { originalsRoutes } from '@goldline/contract/api/originals.routes';
import type {
  MinesCashoutRequest,
  MinesRevealRequest,
  MinesStartRequest,
} from '@goldline/contract/originals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { useSessionStore } from '../../../../lib/session-store';
import { sendBet } from '../../shared/api/send-bet';

export const ACTIVE_MINES_KEY = ['originals', 'mines', 'active'] as const;

/** GET /wps/originals/mines/active: the round in play, if any, so a reload resumes it. */
export const activeMinesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...ACTIVE_MINES_KEY, token],
    queryFn: ({ signal }) => call(originalsRoutes.minesActive, { signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });

export function useActiveMines() {
  const token = useSessionStore((state) => state.token);
  return useQuery(activeMinesQueryOptions(token));
}

/** POST /wps/originals/mines/start: stakes the bet and places the mines. */
export const startMines = (body: MinesStartRequest) => sendBet(originalsRoutes.minesStart, body);

/** POST /wps/originals/mines/reveal */
export const revealMinesTile = (body: MinesRevealRequest) => call(originalsRoutes.minesReveal, { body });

/** POST /wps/originals/mines/cashout */
export const cashOutMines = (body: MinesCashoutRequest) => call(originalsRoutes.minesCashout, { body });

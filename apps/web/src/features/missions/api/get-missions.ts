import { missionsRoutes } from '@goldline/contract/api/missions.routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard. Balance and reward events
 * invalidate ['missions'] (app/live-socket.tsx): a settled bet moves progress and the board.
 */
export function useMissionSummary() {
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  return useQuery({
    queryKey: ['missions', 'summary', token, language],
    queryFn: ({ signal }) => call(missionsRoutes.summary, { query: { language }, signal }),
  });
}

export function useLeaderboards() {
  const token = useSessionStore((state) => state.token);
  const { i18n } = useTranslation();
  const language = i18n.language.toUpperCase();
  return useQuery({
    queryKey: ['missions', 'leaderboards', token, language],
    queryFn: ({ signal }) => call(missionsRoutes.leaderboard, { query: { language }, signal }),
  });
}

import { agentRoutes } from '@goldline/contract/api/agent.routes';
import type { GameType } from '@goldline/contract/games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { PeriodInput } from '../components/period';

export interface TeamBetFilter extends PeriodInput {
  memberId?: string;
  gameType?: GameType;
  page: number;
  pageSize: number;
  language: string;
}

export const teamBetsQueryOptions = (filter: TeamBetFilter | null) =>
  queryOptions({
    queryKey: ['agent', 'bets', filter],
    queryFn: ({ signal }) => call(agentRoutes.bets, { query: { ...filter }, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

export const useTeamBets = (filter: TeamBetFilter | null) => useQuery(teamBetsQueryOptions(filter));

import type { DownlineTxType } from '@goldline/contract/agent';
import { agentRoutes } from '@goldline/contract/api/agent.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { PeriodInput } from '../components/period';

export interface TeamTxFilter extends PeriodInput {
  memberId?: string;
  type: DownlineTxType;
  page: number;
  pageSize: number;
}

export const teamTransactionsQueryOptions = (filter: TeamTxFilter | null) =>
  queryOptions({
    queryKey: ['agent', 'transactions', filter],
    queryFn: ({ signal }) => call(agentRoutes.transactions, { query: { ...filter }, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });

export const useTeamTransactions = (filter: TeamTxFilter | null) =>
  useQuery(teamTransactionsQueryOptions(filter));

import { lotteryRoutes } from '@goldline/contract/api/lottery.routes';
import type { IssueStatus } from '@goldline/contract/lottery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

/** Official lottery results (issue 15): the issues, entering a result, a second operator's decision, voiding. */
const KEY = ['backoffice', 'lottery'] as const;

export const useLotteryIssues = (status: IssueStatus | '', page: number) =>
  useQuery({
    queryKey: [...KEY, status, page],
    queryFn: ({ signal }) =>
      operatorCall(lotteryRoutes.adminIssues, {
        query: { status: status || undefined, page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useLotteryActions() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    enter: useMutation({
      mutationFn: (body: { gameCode: string; issue: string; draw: unknown }) =>
        operatorCall(lotteryRoutes.enterResult, { body }),
      onSuccess: done,
    }),
    approve: useMutation({
      mutationFn: (id: string) => operatorCall(lotteryRoutes.approveResult, { params: { id } }),
      onSuccess: done,
    }),
    reject: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        operatorCall(lotteryRoutes.rejectResult, { params: { id }, body: { reason } }),
      onSuccess: done,
    }),
    void: useMutation({
      mutationFn: ({ gameCode, issue, reason }: { gameCode: string; issue: string; reason: string }) =>
        operatorCall(lotteryRoutes.voidIssue, { params: { gameCode, issue }, body: { reason } }),
      onSuccess: done,
    }),
  };
}

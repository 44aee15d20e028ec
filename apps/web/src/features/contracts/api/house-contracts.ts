import { contractsOfficeRoutes } from '@goldline/contract/api/contracts-office.routes';
import type { OfferContractRequest } from '@goldline/contract/contracts';
import type { HouseContractAction, OfficeStatementQuery } from '@goldline/contract/contracts-office';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { call } from '../../../lib/api-client';

/**
 * The back office's house contracts (decision 096). The calls need the operator's session, which
 * the back office feature keeps: the app passes its `operatorCall` in (features stay apart, like
 * the agent centre's `renderContracts` slot), and these hooks read it from this context.
 */
export type OperatorCaller = typeof call;
export const OperatorCallContext = createContext<OperatorCaller | null>(null);
function useOperatorCall(): OperatorCaller {
  const operatorCall = useContext(OperatorCallContext);
  if (!operatorCall) throw new Error('HouseContractsPanel needs OperatorCallContext');
  return operatorCall;
}

const KEY = ['backoffice', 'house-contracts'] as const;

/** GET /admin/contracts: the house's versions (with ended ones when `history`), the top-level agents. */
export function useHouseContracts(history: boolean) {
  const operatorCall = useOperatorCall();
  return useQuery({
    queryKey: [...KEY, 'list', history],
    queryFn: ({ signal }) =>
      operatorCall(contractsOfficeRoutes.list, { query: { history: history ? 'true' : undefined }, signal }),
  });
}

/** GET /admin/contracts/:id: the versions and the audit trail (operator, agent, IP, time). */
export function useHouseContractDetail(id: string | null) {
  const operatorCall = useOperatorCall();
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) => operatorCall(contractsOfficeRoutes.detail, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

export type OfficeStatementFilter = Pick<OfficeStatementQuery, 'kind' | 'status' | 'payer' | 'page'>;

/** GET /admin/contracts/statements: every statement, filtered by kind, status and payer. */
export function useOfficeStatements(filter: OfficeStatementFilter) {
  const operatorCall = useOperatorCall();
  return useQuery({
    queryKey: [...KEY, 'statements', filter],
    queryFn: ({ signal }) =>
      operatorCall(contractsOfficeRoutes.statements, { query: { ...filter, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/contracts: a version offered to a top-level agent, waiting for its signature. */
export function useOfferHouseContract() {
  const operatorCall = useOperatorCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferContractRequest) => operatorCall(contractsOfficeRoutes.offer, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /admin/contracts/:id/action: withdraw a waiting offer, or ask the agent to end one in force. */
export function useHouseContractAction() {
  const operatorCall = useOperatorCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: HouseContractAction }) =>
      operatorCall(contractsOfficeRoutes.act, { params: { id }, body: { action } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

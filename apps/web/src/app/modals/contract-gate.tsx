import { lazy, Suspense, useEffect } from 'react';
import { useConsolidated } from '../../features/contracts/api/get-consolidated';
import { useContractModalStore } from '../../features/contracts/stores/contract-modal-store';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { useSessionStore } from '../../lib/session-store';

// The popup, its tiers table and its strings load only when a contract waits for an answer.
const ContractModal = lazy(() =>
  import('../../features/contracts/components/contract-modal').then((m) => ({ default: m.ContractModal })),
);

/**
 * The contract popup of spec section 2 (logged in only): it opens by itself while a contract waits
 * for the member's answer (after login, and whenever the consolidated call says so), and when a
 * contract page asks to review one. The consolidated call is made only for non-trial users while
 * AGENTPOLICY3 is on (spec section 4).
 */
export function ContractGate() {
  const token = useSessionStore((state) => state.token);
  const { data: status } = useSystemStatus();
  const { data: member } = useMemberInfo();
  const asked = status?.whitelabel.AGENTPOLICY3 === true && member !== undefined && !member.isTrial;
  const { data } = useConsolidated(token, asked);
  const { reviewing, closed, review, close } = useContractModalStore();
  const waiting = data?.pending.find((item) => !closed.has(item.id));
  // The popup holds the contract it opened with until closed: answering it refetches the pending
  // list, which must not swap the popup (and its "signed" message) for the next one underneath.
  useEffect(() => {
    if (!reviewing && waiting) review(waiting);
  }, [reviewing, waiting, review]);
  // A new session (logout, another login in this tab) starts with nothing held or closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token is the trigger, not an input
  useEffect(() => () => useContractModalStore.setState({ reviewing: null, closed: new Set() }), [token]);
  const contract = reviewing ?? waiting;
  if (!contract) return null;
  return (
    <Suspense fallback={null}>
      <ContractModal key={contract.id} contract={contract} onClose={() => close(contract.id)} />
    </Suspense>
  );
}

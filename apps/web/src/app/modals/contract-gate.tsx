import { lazy, Suspense } from 'react';
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
  const { reviewing, closed, close } = useContractModalStore();
  const contract = reviewing ?? data?.pending.find((item) => !closed.has(item.id));
  if (!contract) return null;
  return (
    <Suspense fallback={null}>
      <ContractModal key={contract.id} contract={contract} onClose={() => close(contract.id)} />
    </Suspense>
  );
}

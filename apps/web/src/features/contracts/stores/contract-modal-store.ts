import type { Contract } from '@goldline/contract/contracts';
import { create } from 'zustand';

/**
 * UI-only state of the contract modal (spec section 2 "Global modals": contract, logged in only).
 * `reviewing` is an offer opened on purpose (from a contract page); `closed` holds offers the
 * member closed without answering, so they do not reopen on every page until the next visit.
 */
interface ContractModalState {
  reviewing: Contract | null;
  closed: ReadonlySet<string>;
  review: (contract: Contract) => void;
  close: (contractId: string) => void;
}

export const useContractModalStore = create<ContractModalState>((set, get) => ({
  reviewing: null,
  closed: new Set(),
  review: (contract) => {
    const closed = new Set(get().closed);
    closed.delete(contract.id);
    set({ reviewing: contract, closed });
  },
  close: (contractId) => set({ reviewing: null, closed: new Set([...get().closed, contractId]) }),
}));

import type { WalletBalance } from '@goldline/contract/wallet';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Writes a bet answer's spendable balance into the header's cache at once (the ledger's socket
 * event follows with the same figure), as the originals do (decision 068: the answer is the
 * `available` figure). The key is the wallet feature's, spelled out: features never import each other.
 */
export function writeBalance(queryClient: QueryClient, available: string): void {
  queryClient.setQueriesData<WalletBalance>({ queryKey: ['wallet', 'balance'] }, (old) => {
    if (!old) return old;
    const nothingHeld = old.available === undefined || old.available === old.balance;
    return nothingHeld ? { ...old, balance: available, available } : { ...old, available };
  });
}

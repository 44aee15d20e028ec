import type { WalletBalance } from '@goldline/contract/wallet';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Writes a bet answer's balance into the header's cache entry at once (the ledger's socket event
 * follows and says the same). The key is the wallet feature's BALANCE_KEY prefix, spelled out here
 * because features never import each other.
 */
export function writeBalance(queryClient: QueryClient, balance: string): void {
  queryClient.setQueriesData<WalletBalance>({ queryKey: ['wallet', 'balance'] }, (old) =>
    old ? { ...old, balance } : old,
  );
}

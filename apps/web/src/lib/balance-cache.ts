import type { WalletBalance } from '@goldline/contract/wallet';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Writes a bet answer's balance into the header's cache entry at once (the ledger's socket event
 * follows and says the same). A game answers the spendable balance, which is the cache's
 * `available` (decision 068): writing it as `balance` made the header flip by the amount held for a
 * pending withdrawal. With nothing held both figures are the same; with a hold the total waits for
 * the socket event, which carries both. Used by the originals and the lottery after each bet. The key
 * is the wallet feature's BALANCE_KEY prefix, spelled out here because lib/ imports no feature.
 */
export function writeBalance(queryClient: QueryClient, available: string): void {
  queryClient.setQueriesData<WalletBalance>({ queryKey: ['wallet', 'balance'] }, (old) => {
    if (!old) return old;
    const nothingHeld = old.available === undefined || old.available === old.balance;
    return nothingHeld ? { ...old, balance: available, available } : { ...old, available };
  });
}

import { walletRoutes } from '@goldline/contract/api/wallet.routes';
import type { WalletBalance } from '@goldline/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useLiveStatus } from '../../../lib/live-status';
import { useSessionStore } from '../../../lib/session-store';

export const BALANCE_KEY = ['wallet', 'balance'] as const;

/**
 * Balance: WebSocket events write into this cache entry; polling every 30 s is the fallback when
 * the socket is down (reference/ecosystem.md 6 "Balance and wallet").
 */
export const balanceQueryOptions = (token: string | null, live = false) =>
  queryOptions({
    queryKey: [...BALANCE_KEY, token],
    queryFn: ({ signal }) => call(walletRoutes.balance, { signal }),
    enabled: Boolean(token),
    refetchInterval: live ? false : 30_000,
  });

export function useBalance() {
  const token = useSessionStore((state) => state.token);
  const live = useLiveStatus((state) => state.connected);
  return useQuery(balanceQueryOptions(token, live));
}

/**
 * The one figure the site shows as "balance" (decision 068): what can be spent now, i.e. the
 * ledger balance minus what pending withdrawals hold. Page load, socket events and bet answers all
 * write it, so it reads the same wherever the member goes.
 */
export const shownBalance = (b: Pick<WalletBalance, 'balance' | 'available'>): string =>
  b.available ?? b.balance;

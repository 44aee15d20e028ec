import type { WalletBalance } from '@goldline/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BALANCE_KEY } from '../features/wallet/api/get-balance';
import { useSessionStore } from '../lib/session-store';
import { connectLive, liveUrl } from '../lib/ws-client';

/**
 * One socket per logged-in tab (spec section 2 "socket event listener runs when logged in").
 * Balance events write straight into the query cache; after every (re)connect the balance is
 * refetched because events may have been missed while the socket was down.
 */
export function LiveSocket() {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    return connectLive({
      url: liveUrl(token),
      onOpen: () => void queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
      onEvent: (event) => {
        if (event.type === 'balance' && event.value && typeof event.value === 'object') {
          queryClient.setQueryData<WalletBalance>([...BALANCE_KEY, token], (old) =>
            old ? { ...old, ...(event.value as Partial<WalletBalance>) } : (event.value as WalletBalance),
          );
        }
      },
    });
  }, [token, queryClient]);

  return null;
}

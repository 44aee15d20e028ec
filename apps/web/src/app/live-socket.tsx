import type { MemberInfo } from '@goldline/contract/member';
import type { WalletBalance } from '@goldline/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { BALANCE_KEY } from '../features/wallet/api/get-balance';
import { publishLive } from '../lib/live-bus';
import { balanceOf, parseLiveMessage } from '../lib/live-event';
import { setLiveConnected } from '../lib/live-status';
import { useSessionStore } from '../lib/session-store';
import { connectLive, liveUrl } from '../lib/ws-client';

// The toast (and its translations) loads only when a message arrives: it costs the first page nothing.
// The red-envelope rain overlay: only for a logged-in member, in its own chunk.
const RedEnvelopeRainOverlay = lazy(() =>
  import('../features/rewards/components/red-envelope-rain').then((m) => ({
    default: m.RedEnvelopeRainOverlay,
  })),
);
// The reality check (decision 107): its own chunk, one call per session start.
const RealityCheck = lazy(() =>
  import('../features/responsible-gaming/components/reality-check').then((m) => ({
    default: m.RealityCheck,
  })),
);
const MessageToast = lazy(() =>
  import('../features/messages/components/message-toast').then((m) => ({ default: m.MessageToast })),
);

/**
 * One socket per logged-in tab (spec section 2 "socket event listener runs when logged in").
 * Balance events write straight into the query cache (header and member info, no refetch; the
 * header's aria-live region announces the new figure); after every (re)connect the balance is
 * refetched because events may have been missed while the socket was down. Money lists go stale on
 * any movement, and a `message` event refreshes the inbox and unread badge and shows a toast;
 * `bonus` and `reward` events refresh the reward-centre badge and the bonus lists; `points_balance`
 * and `vip` events the points mall and the VIP card (and the VIP fields of member info).
 */
export function LiveSocket() {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Record<string, unknown> | null>(null);

  useEffect(() => {
    if (!token) return;
    return connectLive({
      url: liveUrl(token),
      onOpen: () => void queryClient.invalidateQueries({ queryKey: BALANCE_KEY }),
      onStatus: setLiveConnected,
      onEvent: (frame) => {
        const message = parseLiveMessage(frame);
        if (!message) return;
        publishLive(message);
        const amounts = balanceOf(message);
        if (amounts) {
          // The header shows `available` (decision 068); an event without it means nothing is held.
          queryClient.setQueryData<WalletBalance>([...BALANCE_KEY, token], (old) =>
            old ? { ...old, balance: amounts.balance, available: amounts.available ?? amounts.balance } : old,
          );
          queryClient.setQueryData<MemberInfo>(['member', 'info', token], (old) =>
            old ? { ...old, balance: amounts.balance } : old,
          );
          void queryClient.invalidateQueries({ queryKey: ['cashier'] });
          void queryClient.invalidateQueries({ queryKey: ['records'] });
          // Bets move the wagering of active bonuses (refetched only while bonusDetails is open).
          void queryClient.invalidateQueries({ queryKey: ['promotions', 'bonuses'] });
          // ...and mission progress and the leaderboards (decision 101).
          void queryClient.invalidateQueries({ queryKey: ['missions'] });
        }
        // A bonus granted, released or forfeited, or a reward to claim: badges and lists change.
        if (message.type === 'bonus' || message.type === 'reward' || message.type === 'promotion') {
          void queryClient.invalidateQueries({ queryKey: ['promotions'] });
          void queryClient.invalidateQueries({ queryKey: ['rewards'] });
          void queryClient.invalidateQueries({ queryKey: ['missions'] });
        }
        // Points earned or spent, a VIP level or VIP bonus: the points mall and the VIP card refetch.
        if (message.type === 'points_balance') void queryClient.invalidateQueries({ queryKey: ['points'] });
        if (message.type === 'vip') {
          void queryClient.invalidateQueries({ queryKey: ['vip'] });
          void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
        }
        if (message.type === 'message') {
          void queryClient.invalidateQueries({ queryKey: ['messages'] });
          setNotice(message.data);
        }
        if (message.type === 'deposit' || message.type === 'withdrawal') {
          void queryClient.invalidateQueries({ queryKey: ['cashier'] });
        }
      },
    });
  }, [token, queryClient]);

  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <RedEnvelopeRainOverlay />
      <RealityCheck />
      {notice && <MessageToast message={notice} onClose={() => setNotice(null)} />}
    </Suspense>
  );
}

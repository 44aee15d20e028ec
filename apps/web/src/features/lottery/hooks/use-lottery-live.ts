import type { LotteryIssue, LotteryWsEvent, OpenedGames } from '@goldline/contract/lottery';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive } from '../../../lib/live-bus';
import { useLiveStatus } from '../../../lib/live-status';
import { LOTTERY_KEY } from '../api/lottery-api';

const KINDS = new Set(['opened', 'closed', 'drawn', 'settled', 'voided']);

function asEvent(data: Record<string, unknown>): LotteryWsEvent | null {
  const issue = data.issue as LotteryIssue | undefined;
  if (typeof data.kind !== 'string' || !KINDS.has(data.kind)) return null;
  if (!issue || typeof issue.gameCode !== 'string' || typeof issue.issue !== 'string') return null;
  return data as unknown as LotteryWsEvent;
}

/**
 * While a lottery screen is open, the `lottery` broadcast frames (contract LotteryWsEvent) keep its
 * caches current: the lobby's issue of that game is replaced at once (the countdown restarts with
 * no request), and the game's betting view, results and the member's bets are refetched. Polling
 * rests while the socket is up (api/lottery-api.ts); when it comes back after a gap, the frames sent
 * meanwhile were missed, so the lottery's open queries are read once more.
 */
export function useLotteryLive() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useLiveStatus.subscribe((state, previous) => {
        if (state.connected && !previous.connected)
          void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
      }),
    [queryClient],
  );
  useEffect(
    () =>
      subscribeLive((message) => {
        if (message.type !== 'lottery') return;
        const event = asEvent(message.data);
        if (!event) return;
        const { issue } = event;
        queryClient.setQueryData<OpenedGames & { receivedAt: number }>([...LOTTERY_KEY, 'opened'], (old) => {
          if (!old) return old;
          const others = old.list.filter((row) => row.gameCode !== issue.gameCode);
          const mine = old.list.filter((row) => row.gameCode === issue.gameCode);
          // An older draw's late event never replaces the newer open one.
          if (mine.some((row) => row.drawAt > issue.drawAt)) return old;
          // A station game lists one issue per station of the draw: only that station's changes.
          if (mine.some((row) => row.drawAt === issue.drawAt))
            return {
              ...old,
              list: old.list.map((row) =>
                row.gameCode === issue.gameCode && row.issue === issue.issue ? issue : row,
              ),
            };
          return { ...old, list: [...others, issue] };
        });
        void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'numero', issue.gameCode] });
        if (event.kind === 'drawn' || event.kind === 'voided') {
          void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'results', issue.gameCode] });
          void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'recent'] });
        }
        if (event.kind === 'settled' || event.kind === 'voided' || event.kind === 'drawn') {
          void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'bets'] });
        }
      }),
    [queryClient],
  );
}

import { useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  timer?: ReturnType<typeof setInterval>;
  readonly subscribe: (listener: () => void) => () => void;
  readonly read: () => number;
}

/** One clock per period, shared by every component that asks: a lobby of countdowns ticks on one timer. */
const clocks = new Map<number, Clock>();

function makeClock(everyMs: number): Clock {
  const listeners = new Set<() => void>();
  const clock: Clock = {
    now: Date.now(),
    subscribe: (listener) => {
      listeners.add(listener);
      clock.timer ??= setInterval(() => {
        clock.now = Date.now();
        for (const tick of listeners) tick();
      }, everyMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        clearInterval(clock.timer);
        clock.timer = undefined;
      };
    },
    read: () => clock.now,
  };
  return clock;
}

/** The current time, re-read every `everyMs` (countdowns). */
export function useNow(everyMs = 1000): number {
  let clock = clocks.get(everyMs);
  if (!clock) {
    clock = makeClock(everyMs);
    clocks.set(everyMs, clock);
  }
  // A clock nobody listens to is not ticking: its first reader takes the time afresh.
  if (clock.timer === undefined) clock.now = Date.now();
  return useSyncExternalStore(clock.subscribe, clock.read);
}

/** How far the server's clock is ahead of ours, from a reply's serverTime and when it arrived. */
export const clockOffset = (serverTime: string | undefined, receivedAt: number | undefined) =>
  serverTime && receivedAt ? Date.parse(serverTime) - receivedAt : 0;

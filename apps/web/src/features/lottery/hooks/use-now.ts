import { useEffect, useState } from 'react';

/** The current time, re-read every `everyMs` (countdowns); one timer per component that asks. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** How far the server's clock is ahead of ours, from a reply's serverTime and when it arrived. */
export const clockOffset = (serverTime: string | undefined, receivedAt: number | undefined) =>
  serverTime && receivedAt ? Date.parse(serverTime) - receivedAt : 0;

import { useEffect, useState } from 'react';

/** Seconds left of an SMS resend wait (spec section 4 "SMS countdown"). */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    secondsLeft,
    start: (seconds: number) => {
      setNow(Date.now());
      setEndsAt(Date.now() + seconds * 1000);
    },
  };
}

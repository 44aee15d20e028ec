import { startTransition, useEffect, useState } from 'react';

/** Safari has no requestIdleCallback: a short timeout after load stands in for it there. */
const onIdle = (callback: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 300);
  return () => clearTimeout(id);
};

/**
 * True once the page has loaded and the browser is idle. Popups and the lobby's moving parts wait
 * for it, so what a visitor came for (and its largest picture) is drawn first, without competing
 * animation work.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      // What waits for it renders in slices, never as one long task (decision 098).
      cancel = onIdle(() => startTransition(() => setSettled(true)));
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return settled;
}

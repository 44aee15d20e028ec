import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle. Popups and the lobby's moving parts wait
 * for it, so what a visitor came for (and its largest picture) is drawn first, without competing
 * animation work.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle = 0;
    const whenIdle = () => {
      idle = window.requestIdleCallback(() => setSettled(true), { timeout: 2000 });
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      window.cancelIdleCallback(idle);
    };
  }, []);
  return settled;
}

import { useEffect, useState } from 'react';
import { usePageSettled } from './use-page-settled';

/** Mantine's popups lock the page's scroll with this attribute on <body> while they are open. */
const LOCK_ATTRIBUTE = 'data-scroll-locked';

function usePageCovered(): boolean {
  const [covered, setCovered] = useState(() => document.body.hasAttribute(LOCK_ATTRIBUTE));
  useEffect(() => {
    const observer = new MutationObserver(() => setCovered(document.body.hasAttribute(LOCK_ATTRIBUTE)));
    observer.observe(document.body, { attributes: true, attributeFilter: [LOCK_ATTRIBUTE] });
    return () => observer.disconnect();
  }, []);
  return covered;
}

/**
 * Whether the lobby's carousels and tickers may move: after the page has settled and while no
 * popup covers the page (nobody can watch them under the overlay, and every frame would be
 * repainted through its blur).
 */
export function useMotionAllowed(): boolean {
  const settled = usePageSettled();
  const covered = usePageCovered();
  return settled && !covered;
}

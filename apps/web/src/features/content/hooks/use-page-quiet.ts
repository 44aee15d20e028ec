import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { usePageSettled } from './use-page-settled';

// Half as long again as the 1 s of network quiet that the JS budget is measured to
// (e2e/tests/home-budget.spec.ts), so what waits for this does not race the first page's downloads.
const QUIET_MS = 1_500;
// A page that never goes quiet (a slow picture, a busy feed) still gets its extras.
const GIVE_UP_MS = 5_000;

/** Once quiet, quiet for good: a part mounted after that moment (the visitor's popup host) does not wait again. */
let quietOnce = false;

/**
 * True once the page has settled (usePageSettled) and then fetched nothing for QUIET_MS (no new
 * resource timing entry, no query in flight): the moment for what a visitor did not come for first, such as the operator
 * popups, the carousels' engine and the lobby below the fold, so their downloads and start-up work
 * never compete with the first screen.
 */
export function usePageQuiet(): boolean {
  const settled = usePageSettled();
  const queryClient = useQueryClient();
  const [quiet, setQuiet] = useState(quietOnce);
  useEffect(() => {
    if (!settled || quiet) return;
    const started = performance.now();
    let count = -1;
    let changedAt = started;
    const timer = setInterval(() => {
      const now = performance.now();
      const entries = performance.getEntriesByType('resource').length;
      if (entries !== count || queryClient.isFetching() > 0) {
        count = entries;
        changedAt = now;
      }
      if (now - changedAt >= QUIET_MS || now - started >= GIVE_UP_MS) {
        quietOnce = true;
        // What waits for the quiet page renders in slices, never as one long task (decision 098).
        startTransition(() => setQuiet(true));
      }
    }, 250);
    return () => clearInterval(timer);
  }, [settled, quiet, queryClient]);
  return quiet;
}

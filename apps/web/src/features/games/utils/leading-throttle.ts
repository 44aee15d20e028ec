/**
 * Lets a call through at most once per `ms` and drops the rest: no trailing call (spec section 4:
 * the favourite toggle is throttled 1 s with no trailing call, so a double click never toggles
 * twice). @mantine/hooks' useThrottledCallback fires a trailing call, so it does not fit.
 */
export function createLeadingThrottle(ms: number, now: () => number = Date.now) {
  let last: number | undefined;
  return {
    allow(): boolean {
      const time = now();
      if (last !== undefined && time - last < ms) return false;
      last = time;
      return true;
    },
    /** Starts the window again now (e.g. when the call that went through has finished). */
    restart(): void {
      last = now();
    },
  };
}

/**
 * Lets a call through at most once per `ms` per key, and drops the rest: no trailing call
 * (spec section 4: the favourite toggle is throttled 1 s with no trailing call, so a double click
 * never toggles twice). @mantine/hooks' useThrottledCallback fires a trailing call, so it does not fit.
 */
export function createLeadingThrottle(ms: number, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return function allow(key: string): boolean {
    const time = now();
    const previous = last.get(key);
    if (previous !== undefined && time - previous < ms) return false;
    last.set(key, time);
    return true;
  };
}

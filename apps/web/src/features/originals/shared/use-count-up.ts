import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A number that climbs from 1 to a target on a log scale (so 1.50 and 5,000 both take the same
 * short time), for limbo's result. With reduced motion it jumps straight to the end.
 */
export function useCountUp(durationMs: number) {
  const reducedMotion = useReducedMotion();
  const [value, setValue] = useState<number | null>(null);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const run = useCallback(
    (target: number) =>
      new Promise<void>((resolve) => {
        cancelAnimationFrame(frame.current);
        if (reducedMotion || target <= 1) {
          setValue(target);
          resolve();
          return;
        }
        const start = performance.now();
        const end = Math.log(target);
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          const eased = 1 - (1 - progress) ** 3;
          setValue(progress >= 1 ? target : Math.exp(end * eased));
          if (progress < 1) frame.current = requestAnimationFrame(step);
          else resolve();
        };
        frame.current = requestAnimationFrame(step);
      }),
    [durationMs, reducedMotion],
  );
  return { value, run };
}

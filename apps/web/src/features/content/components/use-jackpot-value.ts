import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { displayDelayMs, displayStartCents, displayStepCents } from '../utils/jackpot-counter';

const TWEEN_MS = 1200;

/** A real pool's amount in cents, counting up to each new value the server reports (eased, 1.2 s). */
export function useCountUp(target: number | null): number | null {
  const reducedMotion = useReducedMotion();
  const [value, setValue] = useState(target);
  const shown = useRef(target);

  useEffect(() => {
    if (target === null) return;
    const from = shown.current;
    if (from === null || reducedMotion || target <= from) {
      shown.current = target;
      setValue(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / TWEEN_MS);
      const eased = 1 - (1 - progress) ** 3;
      const next = progress === 1 ? target : Math.round(from + (target - from) * eased);
      shown.current = next;
      setValue(next);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, reducedMotion]);

  return value;
}

/** The spec's display-only counter (section 4): random start, +100..500 every 3, 4 or 5 s. */
export function useDisplayCounter(active: boolean): number {
  const [value, setValue] = useState(() => displayStartCents(Math.random));
  useEffect(() => {
    if (!active) return;
    let timer = 0;
    const tick = () => {
      timer = window.setTimeout(() => {
        setValue((current) => current + displayStepCents(Math.random));
        tick();
      }, displayDelayMs(Math.random));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [active]);
  return value;
}

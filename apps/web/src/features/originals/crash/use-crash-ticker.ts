import type { CrashState } from '@goldline/contract/originals';
import { multiplierAtCents } from '@goldline/games/crash-curve';
import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef } from 'react';
import { multiplierCents } from './multiplier-cents';

export interface CrashFrame {
  readonly phase: CrashState['phase'];
  /** Milliseconds since launch (RUNNING), or left before launch (BETTING), on server time. */
  readonly elapsedMs: number;
  readonly untilStartMs: number;
  /** The live multiplier in hundredths (RUNNING), the crash point (CRASHED), 100 otherwise. */
  readonly cents: bigint;
}

type Listener = (frame: CrashFrame) => void;

/**
 * One animation loop for the crash page: every frame it works out the multiplier from the round's
 * startedAt and the server clock offset (packages/games crash-curve, the server's own formula) and
 * hands it to the canvas, the big number and the cash-out button, which update without re-rendering
 * React. With reduced motion it ticks four times a second instead of every frame.
 */
export function useCrashTicker(state: CrashState | null, offsetMs: number) {
  const listeners = useRef(new Set<Listener>());
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!state) return;
    let frame = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const started = state.startedAt ? Date.parse(state.startedAt) : null;
    const starts = state.startsAt ? Date.parse(state.startsAt) : null;
    const crash = state.crashPoint ? multiplierCents(state.crashPoint) : null;
    const tick = () => {
      const now = Date.now() + offsetMs;
      const elapsedMs = started === null ? 0 : Math.max(0, now - started);
      const cents =
        state.phase === 'RUNNING'
          ? multiplierAtCents(elapsedMs)
          : state.phase === 'CRASHED' && crash !== null
            ? crash
            : 100n;
      const untilStartMs = starts === null ? 0 : Math.max(0, starts - now);
      for (const listener of listeners.current)
        listener({ phase: state.phase, elapsedMs, untilStartMs, cents });
    };
    if (reducedMotion) {
      tick();
      timer = setInterval(tick, 250);
    } else {
      const loop = () => {
        tick();
        frame = requestAnimationFrame(loop);
      };
      frame = requestAnimationFrame(loop);
    }
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
    };
  }, [state, offsetMs, reducedMotion]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  return subscribe;
}

export type CrashSubscribe = ReturnType<typeof useCrashTicker>;

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AutoBetConfig,
  type AutoBetState,
  haltAutoBet,
  nextStake,
  recordRound,
  startAutoBet,
} from './auto-bet-controller';

export interface SettledRound {
  readonly stakeMinor: bigint;
  readonly payoutMinor: bigint;
}

export interface AutoBetRun {
  readonly config: AutoBetConfig;
  readonly state: AutoBetState;
}

/**
 * Drives a batch of single-step bets with the pure controller: one round at a time (the next waits
 * for the previous result and its animation), stop between rounds when asked, stop on any failure.
 */
export function useAutoBet(runRound: (stakeMinor: bigint) => Promise<SettledRound>) {
  const [run, setRun] = useState<AutoBetRun | null>(null);
  const [running, setRunning] = useState(false);
  const stopRequested = useRef(false);
  const busy = useRef(false);
  const latestRound = useRef(runRound);
  latestRound.current = runRound;

  useEffect(
    () => () => {
      stopRequested.current = true;
    },
    [],
  );

  const start = useCallback(async (config: AutoBetConfig) => {
    if (busy.current) return;
    busy.current = true;
    stopRequested.current = false;
    setRunning(true);
    let state = startAutoBet(config);
    setRun({ config, state });
    for (let stake = nextStake(config, state); stake !== null; stake = nextStake(config, state)) {
      if (stopRequested.current) {
        state = haltAutoBet(state, 'user');
        break;
      }
      try {
        state = recordRound(config, state, await latestRound.current(stake));
      } catch {
        // The round's own error message is shown by the game; the batch just ends.
        state = haltAutoBet(state, 'error');
      }
      setRun({ config, state });
    }
    setRun({ config, state });
    busy.current = false;
    setRunning(false);
  }, []);

  const stop = useCallback(() => {
    stopRequested.current = true;
  }, []);

  return { run, running, start, stop };
}

import { useState } from 'react';
import { useCurrency } from '../../../lib/currency-context';
import type { AutoBetConfig } from './auto-bet-controller';
import { type AutoBetFields, type AutoBetInvalid, autoBetConfig } from './auto-bet-panel';
import type { BetMode } from './mode-switch';

/**
 * Manual or auto play for the games with auto-bet (dice, limbo, crash): the mode, the auto-bet
 * fields and which of them is wrong, and submit: one bet in manual mode, start or stop the batch in
 * auto mode.
 */
export function useBetMode({
  betOnce,
  auto,
  stakeMinor,
}: {
  betOnce: () => void;
  auto: { running: boolean; start: (config: AutoBetConfig) => Promise<void>; stop: () => void };
  stakeMinor: bigint | null;
}) {
  const { decimals } = useCurrency();
  const [mode, setMode] = useState<BetMode>('manual');
  const [fields, setFields] = useState<AutoBetFields>({ rounds: 10, stopOnProfit: '', stopOnLoss: '' });
  const [invalid, setInvalid] = useState<AutoBetInvalid | null>(null);

  const submit = () => {
    if (mode === 'manual') return betOnce();
    if (auto.running) return auto.stop();
    const config = autoBetConfig(fields, stakeMinor, decimals);
    if (typeof config === 'string') return setInvalid(config);
    setInvalid(null);
    void auto.start(config);
  };

  return { mode, setMode, fields, setFields, invalid, submit };
}

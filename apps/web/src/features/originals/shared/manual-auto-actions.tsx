import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../lib/currency-context';
import { AutoBetFieldsView, AutoBetProgress } from './auto-bet-panel';
import { BetError } from './bet-error';
import { PlayButton } from './play-button';
import type { useBetMode } from './use-bet-mode';
import type { useBetRunner } from './use-bet-runner';

/**
 * The end of the controls of a single-step game with auto-bet (dice, limbo): the auto-bet fields,
 * one button that bets once or starts and stops the batch, the batch's progress and the last error.
 */
export function ManualAutoActions({
  betMode,
  runner,
  canBet,
  stakeMinor,
  testId,
  children,
}: {
  betMode: ReturnType<typeof useBetMode>;
  runner: Pick<ReturnType<typeof useBetRunner>, 'auto' | 'pending' | 'error'>;
  /** False while the game's own fields (its target) are wrong. */
  canBet: boolean;
  stakeMinor: bigint | null;
  testId: string;
  /** The button's words in manual mode. */
  children: ReactNode;
}) {
  const { t } = useTranslation('originals');
  const { decimals } = useCurrency();
  const { mode } = betMode;
  const { auto } = runner;
  return (
    <>
      {mode === 'auto' && (
        <AutoBetFieldsView
          fields={betMode.fields}
          onChange={betMode.setFields}
          disabled={auto.running}
          invalid={betMode.invalid}
        />
      )}
      <PlayButton
        testId={testId}
        loading={mode === 'manual' && runner.pending}
        disabled={!canBet || (mode === 'manual' && stakeMinor === null)}
        color={auto.running ? 'red' : undefined}
      >
        {mode === 'manual' ? children : auto.running ? t('auto.stop') : t('auto.start')}
      </PlayButton>
      {mode === 'auto' && <AutoBetProgress run={auto.run} decimals={decimals} />}
      <BetError error={runner.error} />
    </>
  );
}

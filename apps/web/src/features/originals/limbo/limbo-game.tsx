import { minorToAmount } from '@goldline/contract/money';
import type { LimboBetResult } from '@goldline/contract/originals';
import { centsText } from '@goldline/games/format';
import { LIMBO_MAX_TARGET_CENTS, LIMBO_MIN_TARGET_CENTS, limboWinProbability } from '@goldline/games/limbo';
import { payoutCents } from '@goldline/games/money';
import { NumberInput } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useCurrency } from '../../../lib/currency-context';
import { useSessionStore } from '../../../lib/session-store';
import { BetAmountField } from '../shared/bet-amount-field';
import { BetForm } from '../shared/bet-form';
import { useDecimalFormat, useMoneyFormat, useMultiplierFormat } from '../shared/format';
import { GameShell } from '../shared/game-shell';
import { GameStat } from '../shared/game-stat';
import { addHistory } from '../shared/history-store';
import { ManualAutoActions } from '../shared/manual-auto-actions';
import { ModeSwitch } from '../shared/mode-switch';
import classes from '../shared/originals.module.css';
import { type Outcome, ResultBanner } from '../shared/result-banner';
import { playSound } from '../shared/sounds';
import { useBetAmount } from '../shared/use-bet-amount';
import { useBetHotkey } from '../shared/use-bet-hotkey';
import { useBetMode } from '../shared/use-bet-mode';
import { useBetRunner } from '../shared/use-bet-runner';
import { useCountUp } from '../shared/use-count-up';
import { placeLimboBet } from './api/place-limbo-bet';
import limbo from './limbo.module.css';

const MIN = Number(LIMBO_MIN_TARGET_CENTS) / 100;
const MAX = Number(LIMBO_MAX_TARGET_CENTS) / 100;

/** Limbo (issue "In-house originals"): pick a target multiplier; win it when the result reaches it. */
export default function LimboGame() {
  const { t } = useTranslation('originals');
  const token = useSessionStore((state) => state.token);
  const { decimals } = useCurrency();
  const bet = useBetAmount('limbo');
  const [target, setTarget] = useState<number | string>(2);
  const [last, setLast] = useState<{ result: string; win: boolean } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const counter = useCountUp(600);
  const money = useMoneyFormat();
  const multiplierFormat = useMultiplierFormat();
  const decimal = useDecimalFormat();

  const targetNumber = typeof target === 'number' ? target : Number(target);
  const targetCents = Number.isFinite(targetNumber) ? BigInt(Math.round(targetNumber * 100)) : 0n;
  const validTarget = targetCents >= LIMBO_MIN_TARGET_CENTS && targetCents <= LIMBO_MAX_TARGET_CENTS;
  const targetText = validTarget ? centsText(targetCents) : null;
  const chance = validTarget ? limboWinProbability(targetCents) : null;

  const runner = useBetRunner<LimboBetResult>({
    place: (amount, idempotencyKey) => placeLimboBet({ amount, idempotencyKey, target: targetText ?? '' }),
    present: async (result) => {
      setLast(null);
      await counter.run(Number(result.result));
      setLast({ result: result.result, win: result.win });
      setOutcome({
        kind: result.win ? 'win' : 'loss',
        text: result.win
          ? t('limbo.won', { result: multiplierFormat(result.result), payout: money(result.payout) })
          : t('limbo.lost', { result: multiplierFormat(result.result) }),
      });
      playSound(result.win ? 'win' : 'lose');
      addHistory('limbo', { roundId: result.roundId, win: result.win, label: `${result.result}×` });
    },
  });
  const busy = runner.pending || runner.auto.running;

  const betMode = useBetMode({
    betOnce: () => runner.betOnce(bet.minor),
    auto: runner.auto,
    stakeMinor: bet.minor,
  });
  const { mode } = betMode;
  const submit = () => {
    if (validTarget) betMode.submit();
  };
  useBetHotkey(submit, Boolean(token) && mode === 'manual');

  const profitOnWin =
    bet.minor !== null && validTarget
      ? minorToAmount(payoutCents(bet.minor, targetCents) - bet.minor, decimals)
      : null;
  const shown = last ? last.result : counter.value !== null ? counter.value.toFixed(2) : null;

  const controls = (
    <BetForm onSubmit={submit}>
      <ModeSwitch value={mode} onChange={betMode.setMode} disabled={busy} />
      <BetAmountField bet={bet} disabled={busy} />
      <NumberInput
        label={t('limbo.target')}
        value={target}
        onChange={setTarget}
        min={MIN}
        max={MAX}
        step={0.5}
        decimalScale={2}
        thousandSeparator=","
        clampBehavior="blur"
        dir="ltr"
        rightSection={<span aria-hidden="true">×</span>}
        disabled={busy}
        error={
          validTarget
            ? null
            : t('limbo.targetError', { min: decimal(String(MIN)), max: decimal(String(MAX)) })
        }
        data-testid="limbo-target"
      />
      <ManualAutoActions
        betMode={betMode}
        runner={runner}
        canBet={validTarget}
        stakeMinor={bet.minor}
        testId="limbo-bet"
      >
        {t('limbo.bet')}
      </ManualAutoActions>
    </BetForm>
  );

  const stage = (
    <>
      <div className={limbo.result}>
        <div
          className={limbo.value}
          data-win={last ? last.win : undefined}
          data-testid="limbo-result"
          aria-hidden="true"
        >
          <bdi dir="ltr">{shown ? multiplierFormat(shown) : '1.00×'}</bdi>
        </div>
        <div className={limbo.target}>
          <IconTarget size={16} aria-hidden="true" />
          {t('limbo.targetShort', { target: targetText ? multiplierFormat(targetText) : '–' })}
        </div>
      </div>
      <div className={classes.stats}>
        <GameStat label={t('limbo.chance')} testId="limbo-chance">
          <bdi dir="ltr">
            {chance ? `${decimal(centsText((chance.num * 10_000n) / chance.den), 2)}%` : '–'}
          </bdi>
        </GameStat>
        <GameStat label={t('limbo.payoutX')}>
          <bdi dir="ltr">{targetText ? multiplierFormat(targetText) : '–'}</bdi>
        </GameStat>
        <GameStat label={t('dice.profit')}>
          {profitOnWin !== null ? <MoneyText amount={profitOnWin} /> : '–'}
        </GameStat>
      </div>
      <ResultBanner outcome={outcome} idle={t('limbo.idle')} />
    </>
  );

  return (
    <GameShell
      game="limbo"
      controls={controls}
      stage={stage}
      jackpot={runner.jackpot}
      onJackpotClose={runner.clearJackpot}
    />
  );
}

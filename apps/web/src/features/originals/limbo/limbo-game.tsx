import { minorToAmount } from '@goldline/contract/money';
import type { LimboBetResult } from '@goldline/contract/originals';
import { LIMBO_MAX_TARGET_CENTS, LIMBO_MIN_TARGET_CENTS, limboWinProbability } from '@goldline/games/limbo';
import { payoutCents } from '@goldline/games/money';
import { NumberInput } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useCurrency } from '../../../lib/currency-context';
import { useSessionStore } from '../../../lib/session-store';
import {
  AutoBetFieldsView,
  AutoBetProgress,
  autoBetConfig,
  useAutoBetFields,
} from '../shared/auto-bet-panel';
import { BetAmountField } from '../shared/bet-amount-field';
import { BetError } from '../shared/bet-error';
import { centsText, useDecimalFormat, useMoneyFormat, useMultiplierFormat } from '../shared/format';
import { GameShell } from '../shared/game-shell';
import { addHistory } from '../shared/history-store';
import { type BetMode, ModeSwitch } from '../shared/mode-switch';
import classes from '../shared/originals.module.css';
import { PlayButton } from '../shared/play-button';
import { type Outcome, ResultBanner } from '../shared/result-banner';
import { playSound } from '../shared/sounds';
import { useBetAmount } from '../shared/use-bet-amount';
import { useBetHotkey } from '../shared/use-bet-hotkey';
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
  const [mode, setMode] = useState<BetMode>('manual');
  const [autoFields, setAutoFields] = useAutoBetFields();
  const [invalidAuto, setInvalidAuto] = useState<string | null>(null);
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
    place: (amount, requestId) => placeLimboBet({ amount, requestId, target: targetText ?? '' }),
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

  const submit = () => {
    if (!validTarget) return;
    if (mode === 'manual') return runner.betOnce(bet.minor);
    if (runner.auto.running) return runner.auto.stop();
    const config = autoBetConfig(autoFields, bet.minor, decimals);
    if (typeof config === 'string') return setInvalidAuto(config);
    setInvalidAuto(null);
    void runner.auto.start(config);
  };
  useBetHotkey(submit, Boolean(token) && mode === 'manual');

  const profitOnWin =
    bet.minor !== null && validTarget
      ? minorToAmount(payoutCents(bet.minor, targetCents) - bet.minor, decimals)
      : null;
  const shown = last ? last.result : counter.value !== null ? counter.value.toFixed(2) : null;

  const controls = (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      style={{ display: 'contents' }}
    >
      <ModeSwitch value={mode} onChange={setMode} disabled={busy} />
      <BetAmountField
        value={bet.amount}
        onChange={bet.setAmount}
        limits={bet.limits}
        disabled={busy}
        error={bet.error}
      />
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
      {mode === 'auto' && (
        <AutoBetFieldsView
          fields={autoFields}
          onChange={setAutoFields}
          disabled={runner.auto.running}
          invalid={invalidAuto as never}
        />
      )}
      <PlayButton
        testId="limbo-bet"
        loading={mode === 'manual' && runner.pending}
        disabled={!validTarget || (mode === 'manual' && bet.minor === null)}
        color={runner.auto.running ? 'red' : undefined}
      >
        {mode === 'manual' ? t('limbo.bet') : runner.auto.running ? t('auto.stop') : t('auto.start')}
      </PlayButton>
      {mode === 'auto' && <AutoBetProgress run={runner.auto.run} decimals={decimals} />}
      <BetError error={runner.error} />
    </form>
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
        <div className={classes.stat}>
          <span className={classes.statLabel}>{t('limbo.chance')}</span>
          <span className={classes.statValue} data-testid="limbo-chance">
            <bdi dir="ltr">
              {chance ? `${decimal(centsText((chance.num * 10_000n) / chance.den), 2)}%` : '–'}
            </bdi>
          </span>
        </div>
        <div className={classes.stat}>
          <span className={classes.statLabel}>{t('limbo.payoutX')}</span>
          <span className={classes.statValue}>
            <bdi dir="ltr">{targetText ? multiplierFormat(targetText) : '–'}</bdi>
          </span>
        </div>
        <div className={classes.stat}>
          <span className={classes.statLabel}>{t('dice.profit')}</span>
          <span className={classes.statValue}>
            {profitOnWin !== null ? <MoneyText amount={profitOnWin} /> : '–'}
          </span>
        </div>
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

import { minorToAmount } from '@goldline/contract/money';
import type { DiceBetResult } from '@goldline/contract/originals';
import { DICE_MAX_WINNING_ROLLS, DICE_MIN_WINNING_ROLLS, diceMultiplierBps } from '@goldline/games/dice';
import { centsText, multiplierText } from '@goldline/games/format';
import { payoutBps } from '@goldline/games/money';
import { NumberInput, SegmentedControl, Slider } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
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
import { wait } from '../shared/wait';
import { placeDiceBet } from './api/place-dice-bet';
import dice from './dice.module.css';

type Direction = 'under' | 'over';

/** Target range in percent for a direction: win chance 0.01 % to 98 % (packages/games dice). */
function targetRange(direction: Direction) {
  return direction === 'under'
    ? { min: DICE_MIN_WINNING_ROLLS / 100, max: DICE_MAX_WINNING_ROLLS / 100 }
    : { min: (10_000 - DICE_MAX_WINNING_ROLLS) / 100, max: (10_000 - DICE_MIN_WINNING_ROLLS) / 100 };
}

const ROLL_MS = 320;

/**
 * Dice (issue "In-house originals"): roll 0.00-100.00, win under or over the target. Win chance and
 * multiplier come live from the same maths the server settles with (packages/games/dice).
 */
export default function DiceGame() {
  const { t } = useTranslation('originals');
  const token = useSessionStore((state) => state.token);
  const { decimals } = useCurrency();
  const bet = useBetAmount('dice');
  const [direction, setDirection] = useState<Direction>('under');
  const [target, setTarget] = useState(50);
  const [roll, setRoll] = useState<{ cents: number; win: boolean } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reducedMotion = useReducedMotion();
  const money = useMoneyFormat();
  const multiplierFormat = useMultiplierFormat();
  const decimal = useDecimalFormat();

  const hundredths = Math.round(target * 100);
  const wins = direction === 'under' ? hundredths : 10_000 - hundredths;
  const validTarget = wins >= DICE_MIN_WINNING_ROLLS && wins <= DICE_MAX_WINNING_ROLLS;
  const multiplierBps = validTarget ? diceMultiplierBps({ direction, target: hundredths }) : null;
  const range = targetRange(direction);

  const runner = useBetRunner<DiceBetResult>({
    place: (amount, idempotencyKey) => placeDiceBet({ amount, idempotencyKey, target, direction }),
    present: async (result) => {
      const cents = Math.round(result.roll * 100);
      setRoll({ cents, win: result.win });
      await wait(reducedMotion ? 0 : ROLL_MS);
      const rollText = decimal(centsText(cents));
      setOutcome({
        kind: result.win ? 'win' : 'loss',
        text: result.win
          ? t('dice.won', {
              roll: rollText,
              payout: money(result.payout),
              multiplier: multiplierFormat(result.multiplier),
            })
          : t('dice.lost', { roll: rollText }),
      });
      playSound(result.win ? 'win' : 'lose');
      addHistory('dice', { roundId: result.roundId, win: result.win, label: centsText(cents) });
    },
  });
  const busy = runner.pending || runner.auto.running;

  const flip = (next: Direction) => {
    if (next === direction) return;
    setDirection(next);
    // Keep the win chance: under 30 becomes over 70.
    setTarget(Math.round((100 - target) * 100) / 100);
  };

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
    bet.minor !== null && multiplierBps !== null
      ? minorToAmount(payoutBps(bet.minor, multiplierBps) - bet.minor, decimals)
      : null;
  const zoneGradient =
    direction === 'under'
      ? `linear-gradient(90deg, #2fbf6a ${target}%, #e05252 ${target}%)`
      : `linear-gradient(90deg, #e05252 ${target}%, #2fbf6a ${target}%)`;

  const controls = (
    <BetForm onSubmit={submit}>
      <ModeSwitch value={mode} onChange={betMode.setMode} disabled={busy} />
      <BetAmountField bet={bet} disabled={busy} />
      <SegmentedControl
        fullWidth
        value={direction}
        onChange={(value) => flip(value as Direction)}
        disabled={busy}
        aria-label={t('dice.direction')}
        data={[
          { value: 'under', label: t('dice.under') },
          { value: 'over', label: t('dice.over') },
        ]}
        data-testid="dice-direction"
      />
      <NumberInput
        label={t(direction === 'under' ? 'dice.targetUnder' : 'dice.targetOver')}
        value={target}
        onChange={(value) => setTarget(typeof value === 'number' ? value : Number(value) || 0)}
        min={range.min}
        max={range.max}
        step={0.5}
        decimalScale={2}
        clampBehavior="blur"
        dir="ltr"
        disabled={busy}
        error={validTarget ? null : t('dice.targetError', { min: range.min, max: range.max })}
        data-testid="dice-target"
      />
      <ManualAutoActions
        betMode={betMode}
        runner={runner}
        canBet={validTarget}
        stakeMinor={bet.minor}
        testId="dice-bet"
      >
        {t('dice.bet')}
      </ManualAutoActions>
    </BetForm>
  );

  const stage = (
    <>
      <div
        className={dice.roll}
        data-win={roll ? roll.win : undefined}
        data-testid="dice-roll"
        aria-hidden="true"
      >
        <bdi dir="ltr">{roll ? decimal(centsText(roll.cents)) : '–'}</bdi>
      </div>
      <div className={dice.track} dir="ltr">
        <div className={dice.zones} style={{ background: zoneGradient }} aria-hidden="true" />
        {roll && (
          <div className={dice.marker} style={{ left: `${roll.cents / 100}%` }} aria-hidden="true">
            {centsText(roll.cents)}
          </div>
        )}
        <Slider
          value={target}
          onChange={(value) => setTarget(Math.min(range.max, Math.max(range.min, value)))}
          min={0}
          max={100}
          step={0.01}
          label={null}
          size={12}
          disabled={busy}
          thumbLabel={t(direction === 'under' ? 'dice.targetUnder' : 'dice.targetOver')}
          classNames={{ track: dice.sliderTrack, bar: dice.sliderBar, thumb: dice.sliderThumb }}
          thumbProps={{
            'aria-valuetext': t('dice.sliderText', {
              target: target.toFixed(2),
              chance: centsText(wins),
            }),
          }}
          data-testid="dice-slider"
        />
        <div className={dice.zoneLabels} aria-hidden="true">
          <span style={{ color: direction === 'under' ? 'var(--orig-stage-win)' : 'var(--orig-stage-loss)' }}>
            {t(direction === 'under' ? 'dice.winZone' : 'dice.loseZone')}
          </span>
          <span style={{ color: direction === 'under' ? 'var(--orig-stage-loss)' : 'var(--orig-stage-win)' }}>
            {t(direction === 'under' ? 'dice.loseZone' : 'dice.winZone')}
          </span>
        </div>
        <div className={dice.scale} aria-hidden="true" style={{ marginBlockStart: 10 }}>
          {[0, 25, 50, 75, 100].map((n) => (
            <span key={n}>{n}</span>
          ))}
        </div>
      </div>
      <div className={classes.stats}>
        <GameStat label={t('dice.multiplier')} testId="dice-multiplier">
          <bdi dir="ltr">
            {multiplierBps !== null ? multiplierFormat(multiplierText(multiplierBps)) : '–'}
          </bdi>
        </GameStat>
        <GameStat label={t('dice.chance')} testId="dice-chance">
          <bdi dir="ltr">{validTarget ? `${decimal(centsText(wins))}%` : '–'}</bdi>
        </GameStat>
        <GameStat label={t('dice.profit')}>
          {profitOnWin !== null ? <MoneyText amount={profitOnWin} /> : '–'}
        </GameStat>
      </div>
      <ResultBanner outcome={outcome} idle={t('dice.idle')} />
    </>
  );

  return (
    <GameShell
      game="dice"
      controls={controls}
      stage={stage}
      jackpot={runner.jackpot}
      onJackpotClose={runner.clearJackpot}
    />
  );
}

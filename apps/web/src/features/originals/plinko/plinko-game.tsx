import { amountToMinor } from '@goldline/contract/money';
import type { PlinkoBetResult } from '@goldline/contract/originals';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoRisk,
  plinkoMultipliers,
} from '@goldline/games/plinko';
import { NativeSelect, SegmentedControl } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../lib/currency-context';
import { useSessionStore } from '../../../lib/session-store';
import { BetAmountField } from '../shared/bet-amount-field';
import { BetError } from '../shared/bet-error';
import { BetForm } from '../shared/bet-form';
import { useMoneyFormat, useMultiplierFormat } from '../shared/format';
import { GameShell } from '../shared/game-shell';
import { addHistory } from '../shared/history-store';
import { PlayButton } from '../shared/play-button';
import { type Outcome, ResultBanner } from '../shared/result-banner';
import { playSound } from '../shared/sounds';
import { useBetAmount } from '../shared/use-bet-amount';
import { useBetHotkey } from '../shared/use-bet-hotkey';
import { useBetRunner } from '../shared/use-bet-runner';
import { placePlinkoBet } from './api/place-plinko-bet';
import { type FallingBall, PlinkoBoard } from './plinko-board';

const ROW_CHOICES = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) =>
  String(PLINKO_MIN_ROWS + i),
);

/**
 * Plinko (issue "In-house originals"): 8-16 rows, three risks. The server draws the path; the ball
 * here follows it peg by peg. Several balls may fall at once; each announces its result on landing.
 */
export default function PlinkoGame() {
  const { t } = useTranslation('originals');
  const token = useSessionStore((state) => state.token);
  const { decimals } = useCurrency();
  const bet = useBetAmount('plinko');
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [balls, setBalls] = useState<FallingBall[]>([]);
  const [hitBucket, setHitBucket] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const results = useRef(new Map<string, PlinkoBetResult>());
  const money = useMoneyFormat();
  const multiplierFormat = useMultiplierFormat();
  const multipliers = useMemo(() => plinkoMultipliers(rows, risk), [rows, risk]);

  const runner = useBetRunner<PlinkoBetResult>({
    place: (amount, idempotencyKey) => placePlinkoBet({ amount, idempotencyKey, rows, risk }),
    present: async (result) => {
      // The ball falls on its own: the next drop need not wait for it.
      results.current.set(result.roundId, result);
      setBalls((list) => [...list, { id: result.roundId, path: result.path }]);
    },
  });

  const landed = (id: string) => {
    const result = results.current.get(id);
    results.current.delete(id);
    setBalls((list) => list.filter((ball) => ball.id !== id));
    if (!result) return;
    setHitBucket(result.bucket);
    // A bucket under 1x pays something back but is still a loss, so say so.
    const profit = amountToMinor(result.payout, decimals) > amountToMinor(result.amount, decimals);
    setOutcome({
      kind: profit ? 'win' : 'loss',
      text: t(profit ? 'plinko.won' : 'plinko.lost', {
        multiplier: multiplierFormat(result.multiplier),
        payout: money(result.payout),
      }),
    });
    playSound(profit ? 'win' : 'lose');
    addHistory('plinko', { roundId: result.roundId, win: profit, label: `${result.multiplier}×` });
  };

  const falling = balls.length > 0;
  const submit = () => runner.betOnce(bet.minor);
  useBetHotkey(submit, Boolean(token));

  const controls = (
    <BetForm onSubmit={submit}>
      <BetAmountField bet={bet} disabled={runner.pending} />
      <NativeSelect
        label={t('plinko.rows')}
        value={String(rows)}
        onChange={(event) => {
          setRows(Number(event.currentTarget.value));
          setHitBucket(null);
        }}
        data={ROW_CHOICES}
        disabled={falling}
        description={falling ? t('plinko.waitForBalls') : undefined}
        data-testid="plinko-rows"
      />
      <div>
        <SegmentedControl
          fullWidth
          value={risk}
          onChange={(value) => {
            setRisk(value as PlinkoRisk);
            setHitBucket(null);
          }}
          disabled={falling}
          aria-label={t('plinko.risk')}
          data={PLINKO_RISKS.map((value) => ({ value, label: t(`plinko.risks.${value}`) }))}
          data-testid="plinko-risk"
        />
      </div>
      <PlayButton testId="plinko-bet" loading={runner.pending} disabled={bet.minor === null}>
        {t('plinko.bet')}
      </PlayButton>
      <BetError error={runner.error} />
    </BetForm>
  );

  const stage = (
    <>
      <PlinkoBoard
        rows={rows}
        multipliers={multipliers}
        balls={balls}
        hitBucket={hitBucket}
        onLanded={landed}
        label={t('plinko.board', {
          rows,
          risk: t(`plinko.risks.${risk}`),
          multipliers: multipliers.map((bps) => multiplierFormat(String(bps / 10_000))).join(', '),
        })}
      />
      <ResultBanner outcome={outcome} idle={t('plinko.idle')} />
    </>
  );

  return (
    <GameShell
      game="plinko"
      controls={controls}
      stage={stage}
      jackpot={runner.jackpot}
      onJackpotClose={runner.clearJackpot}
    />
  );
}

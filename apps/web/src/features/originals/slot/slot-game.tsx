import { minorToAmount } from '@goldline/contract/money';
import type { SlotSpinResult } from '@goldline/contract/originals';
import { LINE_COUNT } from '@goldline/games/slot/lines';
import { Button } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconCrown, IconPlayerTrackNext, IconStarFilled } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { useCurrency } from '../../../lib/currency-context';
import { useSessionStore } from '../../../lib/session-store';
import { BetAmountField } from '../shared/bet-amount-field';
import { BetError } from '../shared/bet-error';
import { BetForm } from '../shared/bet-form';
import { useMoneyFormat } from '../shared/format';
import { GameShell } from '../shared/game-shell';
import { addHistory } from '../shared/history-store';
import { PlayButton } from '../shared/play-button';
import { type Outcome, ResultBanner } from '../shared/result-banner';
import { playSound } from '../shared/sounds';
import { useBetAmount } from '../shared/use-bet-amount';
import { useBetHotkey } from '../shared/use-bet-hotkey';
import { useBetRunner } from '../shared/use-bet-runner';
import { wait } from '../shared/wait';
import { useJackpotPools } from './api/get-jackpot-pools';
import { spinSlot } from './api/spin-slot';
import classes from './slot.module.css';
import { SlotReels } from './slot-reels';
import { winningCells } from './winning-cells';

type Spin = SlotSpinResult['spins'][number];

const START_WINDOW = [
  ['SEVEN', 'BAR', 'BELL'],
  ['A', 'SEVEN', 'K'],
  ['BELL', 'WILD', 'Q'],
  ['K', 'SEVEN', 'J'],
  ['TEN', 'BAR', 'SCATTER'],
];
const FIRST_STOP_MS = 450;
const NEXT_STOP_MS = 140;
const FREE_STOP_MS = 90;

/**
 * Golden Reels (issue "In-house originals"): 5x3, 20 fixed lines, scatters award free spins played
 * out automatically, every spin feeds the Golden Jackpot. The server plays the whole round (base
 * spin and free spins) at once; this page shows it spin by spin.
 */
export default function SlotGame() {
  const { t } = useTranslation('originals');
  const token = useSessionStore((state) => state.token);
  const { decimals } = useCurrency();
  const bet = useBetAmount('slot');
  const pools = useJackpotPools();
  const reducedMotion = useReducedMotion();
  const money = useMoneyFormat();
  const [spin, setSpin] = useState<Spin | null>(null);
  const [stopped, setStopped] = useState(5);
  const [free, setFree] = useState<{ index: number; total: number } | null>(null);
  const [celebrate, setCelebrate] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const skip = useRef(false);

  const show = async (next: Spin, fast: boolean) => {
    setSpin(next);
    if (reducedMotion || skip.current) {
      setStopped(5);
      return;
    }
    setStopped(0);
    for (let reel = 0; reel < 5; reel += 1) {
      await wait(fast ? FREE_STOP_MS : reel === 0 ? FIRST_STOP_MS : NEXT_STOP_MS);
      setStopped(reel + 1);
      playSound('tick');
    }
  };

  const runner = useBetRunner<SlotSpinResult>({
    place: (amount, idempotencyKey) => spinSlot({ amount, idempotencyKey }),
    present: async (result) => {
      skip.current = false;
      setOutcome(null);
      setCelebrate(null);
      setFree(null);
      const [base, ...freeSpins] = result.spins;
      if (base) await show(base, false);
      if (result.freeSpins > 0) {
        setOutcome({ kind: 'win', text: t('slot.freeAwarded', { count: result.freeSpins }) });
        playSound('win');
        if (!skip.current) await wait(1000);
        for (const [index, spinResult] of freeSpins.entries()) {
          setFree({ index: index + 1, total: freeSpins.length });
          await show(spinResult, true);
          if (!skip.current && spinResult.lineWins.length > 0) await wait(reducedMotion ? 400 : 500);
        }
      }
      const paid = !/^0+(\.0+)?$/.test(result.payout);
      if (result.jackpotWin) {
        setCelebrate(money(result.jackpotWin));
        setOutcome({
          kind: 'jackpot',
          text: t('slot.jackpotWon', { amount: money(result.jackpotWin), payout: money(result.payout) }),
        });
        playSound('jackpot');
      } else {
        // A payout under the stake still pays: said as paid, shown as the loss it is.
        const words = { payout: money(result.payout), multiplier: result.multiplier };
        setOutcome({
          kind: result.win ? 'win' : 'loss',
          text: result.win ? t('slot.won', words) : paid ? t('slot.partial', words) : t('slot.lost'),
        });
        playSound(result.win ? 'win' : 'lose');
      }
      addHistory('slot', { roundId: result.roundId, win: result.win, label: `${result.multiplier}×` });
      void pools.refetch();
    },
  });

  const submit = () => runner.betOnce(bet.minor);
  useBetHotkey(submit, Boolean(token));
  const pool = pools.data?.pools[0];
  const highlight = spin && stopped >= 5 ? winningCells(spin) : new Set<string>();

  const controls = (
    <BetForm onSubmit={submit}>
      <BetAmountField bet={bet} disabled={runner.pending} />
      {bet.minor !== null && (
        <p style={{ margin: 0, fontSize: '0.85rem' }}>
          {t('slot.lineBet', { lines: LINE_COUNT })}{' '}
          <MoneyText amount={minorToAmount(bet.minor / BigInt(LINE_COUNT), decimals)} fw={700} />
        </p>
      )}
      <PlayButton testId="slot-spin" loading={runner.pending} disabled={bet.minor === null}>
        {t('slot.spin')}
      </PlayButton>
      {runner.pending && (
        <Button
          variant="default"
          onClick={() => {
            skip.current = true;
          }}
          leftSection={<IconPlayerTrackNext size={18} aria-hidden="true" />}
          data-testid="slot-skip"
        >
          {t('slot.skip')}
        </Button>
      )}
      <BetError error={runner.error} />
    </BetForm>
  );

  const stage = (
    <>
      <div className={classes.banner}>
        {pool ? (
          <span className={classes.jackpot} data-testid="slot-jackpot">
            <IconCrown size={20} aria-hidden="true" />
            {pool.name}: <MoneyText amount={pool.amount} symbol />
          </span>
        ) : (
          <span />
        )}
        {free && (
          <span className={classes.freeBadge} data-testid="slot-free">
            <IconStarFilled size={14} aria-hidden="true" />
            {t('slot.freeSpin', { index: free.index, total: free.total })}
          </span>
        )}
      </div>
      <div style={{ position: 'relative' }}>
        <SlotReels
          window={spin?.window ?? START_WINDOW}
          stopped={stopped}
          highlight={highlight}
          free={Boolean(spin?.free)}
          lines={spin && stopped >= 5 ? spin.lineWins.map((win) => win.line) : []}
        />
        {celebrate && (
          <div className={classes.celebrate} aria-hidden="true">
            <span className={classes.celebrateText}>{t('slot.jackpot', { amount: celebrate })}</span>
          </div>
        )}
      </div>
      {spin && stopped >= 5 && spin.lineWins.length > 0 && (
        <ul className={classes.wins} aria-label={t('slot.lineWins')} data-testid="slot-line-wins">
          {spin.lineWins.map((win) => (
            <li key={win.line} className={classes.winRow} data-testid="slot-line-win">
              <span>
                {t('slot.lineWin', {
                  line: win.line + 1,
                  count: win.count,
                  symbol: t(`slot.symbols.${win.symbol}`, { defaultValue: win.symbol }),
                })}
              </span>
              <MoneyText amount={win.pay} fw={700} />
            </li>
          ))}
        </ul>
      )}
      <ResultBanner outcome={outcome} idle={t('slot.idle')} />
    </>
  );

  return <GameShell game="slot" controls={controls} stage={stage} />;
}

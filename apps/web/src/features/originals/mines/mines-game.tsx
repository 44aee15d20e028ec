import type { MinesRoundState } from '@goldline/contract/originals';
import { MINES_MAX, MINES_MIN, MINES_TILES } from '@goldline/games/mines';
import { Button, NativeSelect } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money-text';
import { writeBalance } from '../../../lib/balance-cache';
import { useSessionStore } from '../../../lib/session-store';
import { newIdempotencyKey } from '../shared/api/send-bet';
import { BetAmountField } from '../shared/bet-amount-field';
import { BetError } from '../shared/bet-error';
import { BetForm } from '../shared/bet-form';
import { useMoneyFormat, useMultiplierFormat } from '../shared/format';
import { GameShell } from '../shared/game-shell';
import { GameStat } from '../shared/game-stat';
import { addHistory } from '../shared/history-store';
import classes from '../shared/originals.module.css';
import { PlayButton } from '../shared/play-button';
import { type Outcome, ResultBanner } from '../shared/result-banner';
import { playSound } from '../shared/sounds';
import { useBetAmount } from '../shared/use-bet-amount';
import { useBetHotkey } from '../shared/use-bet-hotkey';
import { ACTIVE_MINES_KEY, cashOutMines, revealMinesTile, startMines, useActiveMines } from './api/mines-api';
import { MinesGrid, type TileState } from './mines-grid';

const MINE_CHOICES = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => String(MINES_MIN + i));

function tileStates(round: MinesRoundState | null): TileState[] {
  return Array.from({ length: MINES_TILES }, (_, tile): TileState => {
    if (!round) return 'hidden';
    const mine = round.minePositions?.includes(tile) ?? false;
    if (round.revealed.includes(tile)) return mine ? 'mine' : 'safe';
    if (round.status === 'playing' || !round.minePositions) return 'hidden';
    return mine ? 'hidden-mine' : 'hidden-safe';
  });
}

/**
 * Mines (issue "In-house originals"): 5x5, 1-24 mines, reveal until you cash out or hit a mine.
 * A round in play survives a reload: the page resumes it from GET /mines/active.
 */
export default function MinesGame() {
  const { t } = useTranslation('originals');
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const bet = useBetAmount('mines');
  const active = useActiveMines();
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<MinesRoundState | null>(null);
  const [pending, setPending] = useState<'start' | 'reveal' | 'cashout' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [jackpot, setJackpot] = useState<string | null>(null);
  const money = useMoneyFormat();
  const multiplierFormat = useMultiplierFormat();

  // Resume the round in play (once, when it arrives).
  useEffect(() => {
    if (active.data && !round) {
      setRound(active.data);
      setMines(active.data.mines);
    }
  }, [active.data, round]);

  const playing = round?.status === 'playing';

  const settle = (next: MinesRoundState) => {
    setRound(next);
    writeBalance(queryClient, next.balance);
    if (next.status === 'playing') {
      queryClient.setQueriesData({ queryKey: ACTIVE_MINES_KEY }, next);
      if (next.revealed.length > 0)
        setOutcome({
          kind: 'win',
          text: t('mines.safe', {
            multiplier: multiplierFormat(next.multiplier),
            next: next.nextMultiplier ? multiplierFormat(next.nextMultiplier) : '–',
          }),
        });
      return;
    }
    queryClient.setQueriesData({ queryKey: ACTIVE_MINES_KEY }, null);
    const won = next.status === 'cashed-out';
    setOutcome({
      kind: won ? 'win' : 'loss',
      text: won
        ? t('mines.cashedOut', { multiplier: multiplierFormat(next.multiplier), payout: money(next.payout) })
        : t('mines.busted', { amount: money(next.amount) }),
    });
    playSound(won ? 'cashout' : 'lose');
    addHistory('mines', { roundId: next.roundId, win: won, label: won ? `${next.multiplier}×` : '0.00×' });
  };

  const act = async (kind: 'start' | 'reveal' | 'cashout', call: () => Promise<MinesRoundState>) => {
    if (pending) return;
    setPending(kind);
    setError(null);
    try {
      const next = await call();
      if (kind === 'start') {
        setOutcome(null);
        playSound(next.jackpotWin ? 'jackpot' : 'bet');
        if (next.jackpotWin) setJackpot(next.jackpotWin);
      }
      if (kind === 'reveal' && next.status !== 'busted') playSound('reveal');
      settle(next);
    } catch (e) {
      setError(e);
    } finally {
      setPending(null);
    }
  };

  const start = () => {
    if (bet.amount && bet.minor !== null && !playing)
      void act('start', () => startMines({ amount: bet.amount, idempotencyKey: newIdempotencyKey(), mines }));
  };
  const reveal = (tile: number) => {
    if (round && playing) void act('reveal', () => revealMinesTile({ roundId: round.roundId, tile }));
  };
  const cashOut = () => {
    if (round && playing && round.revealed.length > 0)
      void act('cashout', () => cashOutMines({ roundId: round.roundId }));
  };
  useBetHotkey(() => (playing ? cashOut() : start()), Boolean(token));

  const controls = (
    <BetForm onSubmit={start}>
      <BetAmountField bet={bet} disabled={playing || pending !== null} />
      <NativeSelect
        label={t('mines.count')}
        value={String(mines)}
        onChange={(event) => setMines(Number(event.currentTarget.value))}
        data={MINE_CHOICES}
        disabled={playing || pending !== null}
        data-testid="mines-count"
      />
      {playing ? (
        <Button
          size="lg"
          className={classes.betButton}
          color="green"
          onClick={cashOut}
          loading={pending === 'cashout'}
          disabled={round.revealed.length === 0 || pending !== null}
          leftSection={<IconCoin size={20} aria-hidden="true" />}
          data-testid="mines-cashout"
        >
          {t('mines.cashOut', { payout: money(round.payout) })}
        </Button>
      ) : (
        <PlayButton
          testId="mines-start"
          loading={pending === 'start'}
          disabled={bet.minor === null || (active.isPending && Boolean(token))}
        >
          {t('mines.start')}
        </PlayButton>
      )}
      <BetError error={error} />
    </BetForm>
  );

  const stage = (
    <>
      <div className={classes.stats}>
        <GameStat label={t('mines.current')} testId="mines-multiplier">
          <bdi dir="ltr">{round ? multiplierFormat(round.multiplier) : '–'}</bdi>
        </GameStat>
        <GameStat label={t('mines.next')} testId="mines-next">
          <bdi dir="ltr">
            {playing && round.nextMultiplier ? multiplierFormat(round.nextMultiplier) : '–'}
          </bdi>
        </GameStat>
        <GameStat label={t('mines.payout')}>{round ? <MoneyText amount={round.payout} /> : '–'}</GameStat>
      </div>
      <MinesGrid states={tileStates(round)} canReveal={playing && pending === null} onReveal={reveal} />
      <ResultBanner outcome={outcome} idle={t(playing ? 'mines.pick' : 'mines.idle')} />
    </>
  );

  return (
    <GameShell
      game="mines"
      controls={controls}
      stage={stage}
      jackpot={jackpot}
      onJackpotClose={() => setJackpot(null)}
    />
  );
}

import type { ErrorCode } from '@goldline/contract/errors';
import { amountToMinor, minorToAmount } from '@goldline/contract/money';
import type { CrashCashoutAck, CrashState } from '@goldline/contract/originals';
import { CRASH_MIN_TARGET_CENTS } from '@goldline/games/crash';
import { centsText } from '@goldline/games/format';
import { payoutCents } from '@goldline/games/money';
import { Button, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCoin, IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { ApiError, isApiError } from '../../../lib/api-error';
import { writeBalance } from '../../../lib/balance-cache';
import { useCurrency } from '../../../lib/currency-context';
import { useSessionStore } from '../../../lib/session-store';
import { newIdempotencyKey } from '../shared/api/send-bet';
import { AutoBetFieldsView, AutoBetProgress } from '../shared/auto-bet-panel';
import { BetAmountField } from '../shared/bet-amount-field';
import { BetError } from '../shared/bet-error';
import { BetForm } from '../shared/bet-form';
import { useMoneyFormat, useMultiplierFormat } from '../shared/format';
import { GameShell } from '../shared/game-shell';
import { addHistory } from '../shared/history-store';
import { HistoryStrip } from '../shared/history-strip';
import { ModeSwitch } from '../shared/mode-switch';
import classes from '../shared/originals.module.css';
import { PlayButton } from '../shared/play-button';
import { type Outcome, ResultBanner } from '../shared/result-banner';
import { playSound } from '../shared/sounds';
import { type SettledRound, useAutoBet } from '../shared/use-auto-bet';
import { useBetAmount } from '../shared/use-bet-amount';
import { useBetHotkey } from '../shared/use-bet-hotkey';
import { useBetMode } from '../shared/use-bet-mode';
import { cashOutCrashHttp, placeCrashBet } from './api/crash-api';
import crash from './crash.module.css';
import { CrashCanvas } from './crash-canvas';
import { CrashHistoryStrip, crashVerifyLink } from './crash-history';
import { CrashPlayers } from './crash-players';
import { multiplierCents, parseMultiplierCents } from './multiplier-cents';
import {
  cashOutAnswered,
  followPhase,
  isOver,
  type MyCrashBet,
  newBet,
  parseBet,
  serialiseBet,
} from './my-crash-bet';
import { useCrashFeed } from './use-crash-feed';
import { useCrashTicker } from './use-crash-ticker';

const STORED_BET = 'originals.crash.bet';
/** A socket cash-out unanswered this long is sent again over HTTP (the server refuses a double). */
const WS_ACK_MS = 2_500;

/** The fairness page's crash check for the round that just crashed (its hash is public now). */
function crashStateLink(state: CrashState): string {
  return crashVerifyLink(
    {
      roundId: state.roundId,
      crashPoint: state.crashPoint ?? '',
      gameHash: state.gameHash ?? '',
      endedAt: state.serverTime,
      salt: state.salt,
      gameNumber: state.gameNumber,
      terminalHash: state.terminalHash,
    },
    undefined,
  );
}

function readStoredBet(): MyCrashBet | null {
  try {
    return parseBet(sessionStorage.getItem(STORED_BET));
  } catch {
    return null;
  }
}

/**
 * Crash (issue "In-house originals"): one shared round for everyone. Bet while the countdown runs
 * (or for the next round), watch the multiplier climb, cash out before it crashes. The curve runs on
 * server time from startedAt; cash-outs go over the socket when it is up, HTTP otherwise.
 */
export default function CrashGame() {
  const { t } = useTranslation('originals');
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const { decimals } = useCurrency();
  const bet = useBetAmount('crash');
  const money = useMoneyFormat();
  const multiplierFormat = useMultiplierFormat();
  const [autoCashout, setAutoCashout] = useState('');
  const [myBet, setMyBet] = useState<MyCrashBet | null>(readStoredBet);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<(Outcome & { roundId: string }) | null>(null);
  const stateRef = useRef<CrashState | null>(null);
  const roundEnd = useRef<{ resolve: (r: SettledRound) => void; reject: (e: Error) => void } | null>(null);
  const finished = useRef<string | null>(null);
  const ackTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onAck = useCallback(
    (ack: CrashCashoutAck) => {
      clearTimeout(ackTimer.current);
      setMyBet((current) => {
        if (!current || current.roundId !== ack.roundId) return current;
        if (!ack.ok) return cashOutAnswered(current, { ok: false }, stateRef.current);
        // A WebSocket ack has no balance (the payout is credited right after it); the ledger's
        // `balance` event brings it. The HTTP answer has it.
        if (ack.balance !== undefined) writeBalance(queryClient, ack.balance);
        return cashOutAnswered(
          current,
          {
            ok: true,
            multiplierCents: multiplierCents(ack.multiplier),
            payoutMinor: amountToMinor(ack.payout, decimals),
          },
          stateRef.current,
        );
      });
      if (!ack.ok) setError(new ApiError(ack.code as ErrorCode, ack.code, 409));
    },
    [queryClient, decimals],
  );

  const feed = useCrashFeed(onAck);
  const state = feed.state;
  stateRef.current = state;
  const subscribe = useCrashTicker(state, feed.offsetMs);

  // Follow our bet through the phases; keep it across a reload.
  useEffect(() => {
    if (state) setMyBet((current) => (current ? followPhase(current, state) : current));
  }, [state]);
  useEffect(() => {
    try {
      if (myBet && !isOver(myBet)) sessionStorage.setItem(STORED_BET, serialiseBet(myBet));
      else sessionStorage.removeItem(STORED_BET);
    } catch {
      // Private mode: the bet is simply not kept across a reload.
    }
  }, [myBet]);

  // The round is over for our bet: say so once, record it, and let auto-bet go on.
  useEffect(() => {
    if (!myBet || !isOver(myBet) || finished.current === myBet.roundId) return;
    finished.current = myBet.roundId;
    const stake = minorToAmount(myBet.amountMinor, decimals);
    if (myBet.status === 'unknown') {
      setOutcome({ kind: 'loss', text: t('crash.missed'), roundId: myBet.roundId });
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'balance'] });
      roundEnd.current?.reject(new Error('round end missed'));
    } else {
      const won = myBet.status === 'cashed';
      const at = myBet.cashoutCents === null ? '' : multiplierFormat(centsText(myBet.cashoutCents));
      setOutcome({
        roundId: myBet.roundId,
        kind: won ? 'win' : 'loss',
        text: won
          ? t('crash.won', { multiplier: at, payout: money(minorToAmount(myBet.payoutMinor, decimals)) })
          : t('crash.lost', { amount: money(stake), point: multiplierFormat(state?.crashPoint ?? '1.00') }),
      });
      playSound(won ? 'cashout' : 'lose');
      addHistory('crash', {
        roundId: myBet.roundId,
        win: won,
        label: won && myBet.cashoutCents !== null ? `${centsText(myBet.cashoutCents)}×` : '0.00×',
        href: state?.roundId === myBet.roundId && state.gameHash ? crashStateLink(state) : undefined,
      });
      roundEnd.current?.resolve({ stakeMinor: myBet.amountMinor, payoutMinor: myBet.payoutMinor });
    }
    roundEnd.current = null;
  }, [myBet, decimals, money, multiplierFormat, queryClient, state, t]);

  const active = myBet !== null && !isOver(myBet);
  // An old result clears once a later round is on: the banner then speaks of the round in play.
  useEffect(() => {
    if (outcome && state && state.roundId !== outcome.roundId && !active) setOutcome(null);
  }, [outcome, state, active]);

  const autoCents = autoCashout.trim() === '' ? null : parseMultiplierCents(autoCashout);
  const autoInvalid = autoCashout.trim() !== '' && (autoCents === null || autoCents < CRASH_MIN_TARGET_CENTS);

  const place = async (stakeMinor: bigint) => {
    setError(null);
    setPlacing(true);
    try {
      const answer = await placeCrashBet({
        amount: minorToAmount(stakeMinor, decimals),
        idempotencyKey: newIdempotencyKey(),
        ...(autoCents !== null ? { autoCashout: centsText(autoCents) } : {}),
      });
      writeBalance(queryClient, answer.balance);
      playSound('bet');
      setOutcome(null);
      const placed = newBet(answer.roundId, stakeMinor, autoCents);
      setMyBet(stateRef.current ? followPhase(placed, stateRef.current) : placed);
    } catch (e) {
      setError(e);
      throw e;
    } finally {
      setPlacing(false);
    }
  };

  const auto = useAutoBet(async (stakeMinor) => {
    const ended = new Promise<SettledRound>((resolve, reject) => {
      roundEnd.current = { resolve, reject };
    });
    await place(stakeMinor);
    return ended;
  });

  const cashOut = () => {
    if (myBet?.status !== 'running' || myBet.cashingOut) return;
    const { roundId } = myBet;
    setMyBet({ ...myBet, cashingOut: true });
    const overHttp = () =>
      cashOutCrashHttp(roundId)
        .then((answer) => onAck({ ok: true, ...answer }))
        .catch((e: unknown) => onAck({ ok: false, roundId, code: isApiError(e) ? e.code : 'UNKNOWN_ERROR' }));
    if (feed.sendCashout(roundId)) ackTimer.current = setTimeout(() => void overHttp(), WS_ACK_MS);
    else void overHttp();
  };
  useEffect(() => () => clearTimeout(ackTimer.current), []);

  const betMode = useBetMode({
    betOnce: () => {
      if (!active && bet.minor !== null && !placing) place(bet.minor).catch(() => undefined);
    },
    auto,
    stakeMinor: bet.minor,
  });
  const { mode } = betMode;
  const submit = () => {
    if (myBet?.status === 'running') return cashOut();
    if (!autoInvalid) betMode.submit();
  };
  useBetHotkey(submit, Boolean(token));

  // The cash-out button's live amount, redrawn by the ticker like the curve.
  const cashoutLabel = useRef<HTMLSpanElement>(null);
  const labels = useRef({ money, t });
  labels.current = { money, t };
  useEffect(
    () =>
      subscribe((frame) => {
        if (!cashoutLabel.current || !myBet || frame.phase !== 'RUNNING') return;
        const payout = minorToAmount(payoutCents(myBet.amountMinor, frame.cents), decimals);
        cashoutLabel.current.textContent = labels.current.t('crash.cashOut', {
          payout: labels.current.money(payout),
        });
      }),
    [subscribe, myBet, decimals],
  );

  const phaseWords = state
    ? state.phase === 'BETTING'
      ? t('crash.phaseBetting')
      : state.phase === 'RUNNING'
        ? t('crash.phaseRunning')
        : t('crash.phaseCrashed', { point: multiplierFormat(state.crashPoint ?? '1.00') })
    : '';
  const betLabel =
    myBet?.status === 'waiting'
      ? myBet.roundId === state?.roundId
        ? t('crash.waiting')
        : t('crash.queued')
      : state?.phase === 'BETTING'
        ? t('crash.bet')
        : t('crash.betNext');

  // The banner speaks of the player's own bet while it is live (never "bet on the next round" then).
  const stakeText = myBet ? money(minorToAmount(myBet.amountMinor, decimals)) : '';
  const autoText =
    myBet?.autoCents != null
      ? ` ${t('crash.mineAuto', { multiplier: multiplierFormat(centsText(myBet.autoCents)) })}`
      : '';
  const betState =
    myBet && active
      ? myBet.status === 'waiting' && myBet.roundId !== state?.roundId
        ? 'queued'
        : myBet.status
      : outcome
        ? 'over'
        : 'none';
  const betWords =
    betState === 'queued'
      ? t('crash.mineQueued', { amount: stakeText }) + autoText
      : betState === 'waiting'
        ? t('crash.mineWaiting', { amount: stakeText }) + autoText
        : betState === 'running'
          ? t('crash.mineRunning', { amount: stakeText }) + autoText
          : state?.phase === 'BETTING'
            ? t('crash.idleOpen')
            : t('crash.idle');

  const controls = (
    <BetForm onSubmit={submit}>
      <ModeSwitch value={mode} onChange={betMode.setMode} disabled={auto.running || active} />
      <BetAmountField bet={bet} disabled={auto.running || active} />
      <TextInput
        label={t('crash.autoCashout')}
        description={t('crash.autoCashoutHint')}
        placeholder="2.00"
        inputMode="decimal"
        dir="ltr"
        value={autoCashout}
        onChange={(event) => setAutoCashout(event.currentTarget.value)}
        rightSection={<span aria-hidden="true">×</span>}
        disabled={auto.running || active}
        error={autoInvalid ? t('crash.autoCashoutError') : null}
        data-testid="crash-auto-cashout"
      />
      {mode === 'auto' && (
        <AutoBetFieldsView
          fields={betMode.fields}
          onChange={betMode.setFields}
          disabled={auto.running}
          invalid={betMode.invalid}
        />
      )}
      {myBet?.status === 'running' ? (
        <Button
          size="lg"
          className={classes.betButton}
          color="green"
          onClick={cashOut}
          loading={myBet.cashingOut}
          leftSection={<IconCoin size={20} aria-hidden="true" />}
          data-testid="crash-cashout"
        >
          <span ref={cashoutLabel}>{t('crash.cashOut', { payout: '' })}</span>
        </Button>
      ) : mode === 'manual' ? (
        <PlayButton
          testId="crash-bet"
          loading={placing}
          disabled={active || bet.minor === null || autoInvalid}
        >
          {betLabel}
        </PlayButton>
      ) : (
        <PlayButton testId="crash-auto" disabled={autoInvalid} color={auto.running ? 'red' : undefined}>
          {auto.running ? t('auto.stop') : t('auto.start')}
        </PlayButton>
      )}
      {mode === 'auto' && <AutoBetProgress run={auto.run} decimals={decimals} />}
      <BetError error={error} />
    </BetForm>
  );

  const stage = (
    <>
      <CrashCanvas subscribe={subscribe} />
      <div className={crash.statusLine}>
        <span data-testid="crash-phase" data-phase={state?.phase}>
          {state ? t('crash.round', { id: state.roundId }) : ''} · {phaseWords}
        </span>
        <span className={crash.point}>
          {feed.connected ? (
            <IconWifi size={14} aria-hidden="true" />
          ) : (
            <IconWifiOff size={14} aria-hidden="true" />
          )}
          {feed.connected ? t('crash.live') : t('crash.polling')}
        </span>
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {phaseWords}
      </VisuallyHidden>
      <ResultBanner outcome={active ? null : outcome} idle={betWords} betState={betState} />
      {feed.error !== null && !state && <FormErrorText error={feed.error} />}
    </>
  );

  return (
    <GameShell
      game="crash"
      controls={controls}
      stage={stage}
      history={
        <>
          {/* Under the game, so the board and the bet button fit a phone's screen together. */}
          <CrashPlayers players={state?.players ?? []} />
          <CrashHistoryStrip />
          <HistoryStrip game="crash" />
        </>
      }
    />
  );
}

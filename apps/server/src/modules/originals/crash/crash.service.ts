import { minorToAmount } from '@goldline/contract/money';
import type {
  CrashBetRequest,
  CrashBetResult,
  CrashCashoutResult,
  CrashHistory,
  CrashPlayer,
  CrashState,
} from '@goldline/contract/originals';
import { centsText } from '@goldline/games/format';
import type * as z from 'zod';
import type { CrashConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { toMinor } from '../../../lib/amounts.ts';
import { AppError, validationFailed } from '../../../lib/app-error.ts';
import { sqlState, withRetry } from '../../../lib/retry.ts';
import type { GameWallet } from '../../game-wallet/game-wallet.types.ts';
import type { Trx } from '../../ledger/ledger.types.ts';
import { type BetRow, type RoundRow, crashRepository as repo } from './crash.repository.ts';
import { CRASH_GAME_CODE, CRASH_VENDOR, createCrashPayouts, mustBeOk } from './crash-payouts.ts';
import {
  betFitsUnderCap,
  crashRoundRef,
  maskPlayerName,
  parseCrashRoundRef,
  parseMultiplier,
  settleBet,
} from './crash-rules.ts';

/** A bet that finds no round taking bets (a launch committing) looks again this many times. */
const FIND_ROUND_ATTEMPTS = 5;
/** Players per `players` notice: about 80 bytes each, under PostgreSQL's 8,000-byte NOTIFY payload. */
const PLAYERS_PER_NOTICE = 40;

/** A crash notification (NOTIFY 'crash'), fanned out by crash-events.ts in every process. */
export type CrashNotice =
  | { k: 'phase'; roundId: string }
  | { k: 'players'; roundId: string; players: CrashPlayer[] };

/** A cash-out as recorded (the bet is closed); its payout may still be on its way to the wallet. */
export type CrashCashoutRecorded = Omit<CrashCashoutResult, 'balance'>;

/** What one tick answers each member who asked to cash out. */
type TickAnswer = { ok: true; bet: BetRow; round: RoundRow } | { ok: false; error: AppError };

export type CrashService = ReturnType<typeof createCrashService>;

/**
 * Crash bets and cash-outs for any process, and the settlement steps the leader runs
 * (docs/decisions/053-crash-loop.md). Money moves only through the game wallet, inside the same
 * transaction as the bet row's change, so a bet is never debited without its row nor closed twice.
 */
export function createCrashService(deps: {
  db: Db;
  wallet: GameWallet;
  config: CrashConfig;
  decimals: () => Promise<number>;
  log?: (m: string) => void;
}) {
  const { db, wallet, config } = deps;
  const payouts = createCrashPayouts({ db, wallet, log: deps.log ?? (() => {}) });

  const money = (minor: bigint, decimals: number) => minorToAmount(minor, decimals);
  const playerOf = (b: BetRow, decimals: number): CrashPlayer => ({
    name: b.playerName,
    amount: money(b.amount, decimals),
    cashedOutAt: b.cashoutCents === null ? null : centsText(b.cashoutCents),
    payout: b.payout === null ? null : money(b.payout, decimals),
  });
  const stakeCall = (bet: BetRow) => ({
    vendor: CRASH_VENDOR,
    memberId: bet.memberId,
    txId: bet.txId,
    roundId: crashRoundRef(bet.roundId),
    gameCode: CRASH_GAME_CODE,
    amount: bet.amount,
    detail: { autoCashout: bet.autoCents === null ? null : centsText(bet.autoCents) },
  });

  async function replayBet(bet: BetRow, request: { amount: bigint; autoCents: bigint | null }) {
    if (bet.amount !== request.amount || bet.autoCents !== request.autoCents)
      throw new AppError('IDEMPOTENCY_CONFLICT');
    if (bet.status === 'REFUSED') throw new AppError('INSUFFICIENT_BALANCE');
    const { balance } = await wallet.balance(bet.memberId);
    return { roundId: crashRoundRef(bet.roundId), queued: bet.status === 'QUEUED', balance };
  }

  async function placeBet(
    memberId: string,
    request: { idempotencyKey: string; amount: bigint; autoCents: bigint | null },
    capMinor: bigint,
    decimals: number,
  ): Promise<{ roundId: string; queued: boolean; balance: bigint } | { replay: BetRow } | null> {
    const username = await repo.username(db, memberId);
    if (username === null) throw new AppError('UNAUTHORIZED');
    return withRetry(() =>
      db.transaction().execute(async (trx) => {
        // The one replay check (decision 064): a key with a bet answers that bet, whatever the round.
        const seen = await repo.betByRequest(trx, memberId, request.idempotencyKey);
        if (seen) return { replay: seen };
        const round = await repo.lockRoundTakingBets(trx);
        if (!round) return null;
        if (await repo.betInRound(trx, round.id, memberId))
          throw new AppError('INVALID_STATE', undefined, 'You already have a bet in this round');
        const stakes = await repo.stakeOfRound(trx, round.id, true);
        if (!betFitsUnderCap(stakes, request.amount, capMinor)) throw new AppError('BET_OUT_OF_RANGE');
        const queued = round.phase === 'WAITING';
        const bet = await repo.insertBet(trx, {
          roundId: round.id,
          memberId,
          playerName: maskPlayerName(username),
          idempotencyKey: request.idempotencyKey,
          txId: `crash:${memberId}:${request.idempotencyKey}`,
          amount: request.amount,
          autoCents: request.autoCents,
          status: queued ? 'QUEUED' : 'ACTIVE',
        });
        if (queued) {
          // Debited when it joins its round; refused now if the money is not there today.
          const { balance } = await wallet.balance(memberId);
          if (balance < request.amount) throw new AppError('INSUFFICIENT_BALANCE');
          return { roundId: crashRoundRef(round.id), queued, balance };
        }
        const answer = mustBeOk(await wallet.bet(stakeCall(bet), trx));
        await notifyPlayers(trx, [bet], decimals);
        return { roundId: crashRoundRef(round.id), queued, balance: answer.balance };
      }),
    );
  }

  /** The players' list changes (bets joining, cash-outs, losses) for every process's sockets. */
  async function notifyPlayers(trx: Trx | Db, bets: readonly BetRow[], decimals: number): Promise<void> {
    const notices: CrashNotice[] = [];
    for (let i = 0; i < bets.length; i += PLAYERS_PER_NOTICE) {
      const chunk = bets.slice(i, i + PLAYERS_PER_NOTICE);
      const roundId = crashRoundRef(chunk[0]!.roundId);
      notices.push({ k: 'players', roundId, players: chunk.map((b) => playerOf(b, decimals)) });
    }
    await repo.notifyAll(trx, notices);
  }

  /**
   * One tick of manual cash-outs for one round (decision 066), judged by the database clock read
   * under a share lock on the round, so each is valid only while the multiplier at that instant is
   * below the crash point, and the crash cannot commit in between. Every bet still ACTIVE is closed
   * at that instant's multiplier in ONE statement; the payouts follow through the game wallet.
   */
  async function cashOutTick(roundId: string, memberIds: string[], decimals: number) {
    const { answers, closed } = await withRetry(() =>
      db.transaction().execute(async (trx) => {
        const answers = new Map<string, TickAnswer>();
        const refuse = (memberId: string, error: AppError) => answers.set(memberId, { ok: false, error });
        const locked = await repo.lockRoundForCashout(trx, roundId);
        if (!locked) {
          for (const m of memberIds) refuse(m, new AppError('NOT_FOUND'));
          return { answers, closed: [] as { bet: BetRow; round: RoundRow }[] };
        }
        const { round, now } = locked;
        const bets = new Map((await repo.betsOfMembers(trx, roundId, memberIds)).map((b) => [b.memberId, b]));
        const elapsedMs = round.startedAt
          ? Math.max(0, Math.floor(now.getTime() - round.startedAt.getTime()))
          : 0;
        const closes: { bet: BetRow; cashoutCents: bigint; payout: bigint }[] = [];
        for (const memberId of memberIds) {
          const bet = bets.get(memberId);
          if (!bet) refuse(memberId, new AppError('NOT_FOUND'));
          else if (bet.status === 'CASHED_OUT') answers.set(memberId, { ok: true, bet, round });
          else if (bet.status === 'LOST' || round.phase === 'CRASHED')
            refuse(memberId, new AppError('CASHOUT_TOO_LATE'));
          else if (bet.status !== 'ACTIVE' || round.phase !== 'RUNNING' || !round.startedAt)
            refuse(memberId, new AppError('INVALID_STATE', undefined, 'The round has not started yet'));
          else {
            const outcome = settleBet({ amount: bet.amount, autoCents: bet.autoCents }, round, elapsedMs);
            if (outcome.cashoutCents === null) refuse(memberId, new AppError('CASHOUT_TOO_LATE'));
            else closes.push({ bet, cashoutCents: outcome.cashoutCents, payout: outcome.payoutMinor });
          }
        }
        const closed = await repo.closeBets(
          trx,
          closes.map((c) => ({ betId: c.bet.id, cashoutCents: c.cashoutCents, payout: c.payout })),
        );
        const mine = new Map(closed.map((b) => [b.id, b]));
        // Closed meanwhile by another process or the leader's auto cash-out: answer what happened.
        const others = await repo.betsByIds(
          trx,
          closes.filter((c) => !mine.has(c.bet.id)).map((c) => c.bet.id),
        );
        const latest = new Map([...others, ...closed].map((b) => [b.id, b]));
        for (const { bet } of closes) {
          const after = latest.get(bet.id);
          if (after?.status === 'CASHED_OUT') answers.set(bet.memberId, { ok: true, bet: after, round });
          else refuse(bet.memberId, new AppError('CASHOUT_TOO_LATE'));
        }
        await notifyPlayers(trx, closed, decimals);
        return { answers, closed: closed.map((bet) => ({ bet, round })) };
      }),
    );
    payouts.owe(closed);
    return answers;
  }

  /**
   * Cash-out requests are gathered per round while a tick is in flight (and for the rest of the
   * event-loop turn they arrive in), then judged and recorded together by the next tick: group
   * commit, so 200 players cashing out at once cost a handful of statements, not 200 transactions.
   */
  type Ask = { memberId: string; resolve: (a: TickAnswer) => void; reject: (err: unknown) => void };
  let asks = new Map<string, Ask[]>();
  let tickScheduled = false;
  let tickRunning = false;

  function scheduleTick(): void {
    if (tickScheduled || tickRunning) return;
    tickScheduled = true;
    setImmediate(() => void runTicks());
  }

  async function runTicks(): Promise<void> {
    tickScheduled = false;
    tickRunning = true;
    const batch = asks;
    asks = new Map();
    try {
      const decimals = await deps.decimals();
      for (const [roundId, list] of batch) {
        try {
          const answers = await cashOutTick(roundId, [...new Set(list.map((a) => a.memberId))], decimals);
          for (const a of list) a.resolve(answers.get(a.memberId)!);
        } catch (err) {
          for (const a of list) a.reject(err);
        }
      }
    } catch (err) {
      for (const list of batch.values()) for (const a of list) a.reject(err);
    } finally {
      tickRunning = false;
      if (asks.size > 0) scheduleTick();
    }
  }

  async function recordCashout(memberId: string, roundRef: string) {
    const roundId = parseCrashRoundRef(roundRef);
    if (roundId === null) throw new AppError('NOT_FOUND');
    const answer = await new Promise<TickAnswer>((resolve, reject) => {
      const list = asks.get(roundId) ?? [];
      list.push({ memberId, resolve, reject });
      asks.set(roundId, list);
      scheduleTick();
    });
    if (!answer.ok) throw answer.error;
    return answer;
  }

  const recordedAnswer = (bet: BetRow, decimals: number): CrashCashoutRecorded => ({
    roundId: crashRoundRef(bet.roundId),
    multiplier: centsText(bet.cashoutCents!),
    payout: money(bet.payout!, decimals),
  });

  return {
    async bet(memberId: string, body: z.infer<typeof CrashBetRequest>): Promise<CrashBetResult> {
      const decimals = await deps.decimals();
      const amount = toMinor(body.amount, decimals);
      if (amount < toMinor(config.minBet, decimals) || amount > toMinor(config.maxBet, decimals))
        throw new AppError('BET_OUT_OF_RANGE');
      let autoCents: bigint | null = null;
      if (body.autoCashout !== undefined) {
        autoCents = parseMultiplier(body.autoCashout);
        if (autoCents === null) throw validationFailed({ autoCashout: 'range' });
      }
      const request = { idempotencyKey: body.idempotencyKey, amount, autoCents };
      const capMinor = toMinor(config.roundPayoutCap, decimals);
      const asAnswer = (r: { roundId: string; queued: boolean; balance: bigint }) => ({
        ...r,
        balance: money(r.balance, decimals),
      });
      for (let attempt = 1; attempt <= FIND_ROUND_ATTEMPTS; attempt++) {
        try {
          const placed = await placeBet(memberId, request, capMinor, decimals);
          if (placed && 'replay' in placed) return asAnswer(await replayBet(placed.replay, request));
          if (placed) return asAnswer(placed);
        } catch (err) {
          // A concurrent twin of this request won the unique key: the next attempt sees its bet (a
          // replay), or the member's bet in the round (INVALID_STATE) when the twin was another key.
          if (sqlState(err) !== '23505') throw err;
          continue;
        }
        await new Promise((r) => setTimeout(r, 10 * attempt));
      }
      throw new AppError('GAME_UNAVAILABLE');
    },

    /**
     * A manual cash-out over HTTP: recorded by the next tick (see cashOutTick), then answered once
     * its payout is credited, with the balance after it.
     */
    async cashout(memberId: string, roundRef: string): Promise<CrashCashoutResult> {
      const { bet, round } = await recordCashout(memberId, roundRef);
      if (bet.paidAt === null) await payouts.pay([{ bet, round }]);
      const [decimals, { balance }] = await Promise.all([deps.decimals(), wallet.balance(memberId)]);
      return { ...recordedAnswer(bet, decimals), balance: money(balance, decimals) };
    },

    /**
     * A manual cash-out over the WebSocket: answered as soon as the tick that recorded it commits.
     * The payout follows in the tick's payout transaction, and with it the ledger's `balance` event.
     */
    async recordCashout(memberId: string, roundRef: string): Promise<CrashCashoutRecorded> {
      const { bet } = await recordCashout(memberId, roundRef);
      return recordedAnswer(bet, await deps.decimals());
    },

    async state(): Promise<CrashState> {
      const round = await repo.shownRound(db);
      if (!round) throw new AppError('GAME_UNAVAILABLE');
      const [decimals, now, bets, chains] = await Promise.all([
        deps.decimals(),
        repo.clock(db),
        repo.betsOfRound(db, round.id, ['ACTIVE', 'CASHED_OUT', 'LOST']),
        repo.publicChains(db, [round.chainId]),
      ]);
      const chain = chains.get(round.chainId)!;
      const crashed = round.phase === 'CRASHED';
      return {
        roundId: crashRoundRef(round.id),
        phase: round.phase === 'WAITING' ? 'BETTING' : round.phase,
        startsAt: round.startsAt?.toISOString() ?? null,
        startedAt: round.startedAt?.toISOString() ?? null,
        gameHash: crashed ? round.gameHash : null,
        crashPoint: crashed ? centsText(round.crashCents) : null,
        terminalHash: chain.terminalHash,
        serverTime: now.toISOString(),
        players: bets.map((b) => playerOf(b, decimals)),
        salt: chain.salt,
        gameNumber: round.gameNumber,
      };
    },

    async history(limit: number): Promise<CrashHistory> {
      const rounds = await repo.history(db, limit);
      const chains = await repo.publicChains(db, [...new Set(rounds.map((r) => r.chainId))]);
      return {
        list: rounds.map((r) => ({
          roundId: crashRoundRef(r.id),
          crashPoint: centsText(r.crashCents),
          gameHash: r.gameHash,
          endedAt: (r.crashedAt ?? new Date(0)).toISOString(),
          gameNumber: r.gameNumber,
          terminalHash: chains.get(r.chainId)?.terminalHash,
          salt: chains.get(r.chainId)?.salt,
        })),
      };
    },

    // ---------------------------------------------------------------- the leader's steps

    /** A queued bet joins its round now that betting is open: debited, or refused if it cannot be. */
    async joinQueued(bet: BetRow): Promise<boolean> {
      const decimals = await deps.decimals();
      try {
        return await withRetry(() =>
          db.transaction().execute(async (trx) => {
            const joined = await repo.joinQueued(trx, bet.id);
            if (!joined) return false;
            mustBeOk(await wallet.bet(stakeCall(joined), trx));
            await notifyPlayers(trx, [joined], decimals);
            return true;
          }),
        );
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        await repo.refuseQueued(db, bet.id);
        return false;
      }
    },

    /**
     * Closes open bets without a manual cash-out, all in one statement: paid at their auto (or cap)
     * target when that is at most the crash point, otherwise lost, but a loss only once `round` is
     * the crashed row. Their payouts follow in the background (payOwed waits for them).
     */
    async settleOpen(bets: readonly BetRow[], round: RoundRow): Promise<void> {
      const closes: { betId: string; cashoutCents: bigint | null; payout: bigint }[] = [];
      for (const bet of bets) {
        const outcome = settleBet({ amount: bet.amount, autoCents: bet.autoCents }, round);
        if (outcome.cashoutCents === null && round.phase !== 'CRASHED') continue;
        closes.push({ betId: bet.id, cashoutCents: outcome.cashoutCents, payout: outcome.payoutMinor });
      }
      if (closes.length === 0) return;
      const decimals = await deps.decimals();
      const closed = await withRetry(() =>
        db.transaction().execute(async (trx) => {
          const rows = await repo.closeBets(trx, closes);
          await notifyPlayers(trx, rows, decimals);
          return rows;
        }),
      );
      payouts.owe(closed.map((bet) => ({ bet, round })));
    },

    /**
     * Pays every payout still owed, of one round or of all: what the leader does before it marks a
     * round settled, and when it starts (a process may have died between a close and its credit).
     * Throws if one could not be paid; it stays owed.
     */
    async payOwed(roundId?: string): Promise<void> {
      const owed = await repo.owedBets(db, roundId);
      if (owed.length === 0) return;
      const rounds = new Map<string, RoundRow>();
      for (const id of new Set(owed.map((b) => b.roundId))) {
        const round = await repo.roundById(db, id);
        if (round) rounds.set(id, round);
      }
      await payouts.pay(owed.map((bet) => ({ bet, round: rounds.get(bet.roundId)! })));
    },

    /** Waits for payouts in flight (the app closing). */
    drain: () => payouts.drain(),
  };
}

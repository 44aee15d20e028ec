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
import type { GameWallet, WalletAnswer } from '../../game-wallet/game-wallet.types.ts';
import type { Trx } from '../../ledger/ledger.types.ts';
import { type BetRow, type RoundRow, crashRepository as repo } from './crash.repository.ts';
import { betFitsUnderCap, maskPlayerName, parseMultiplier, settleBet } from './crash-rules.ts';

const VENDOR = 'INHOUSE';
const GAME_CODE = 'crash';
/** A bet that finds no round taking bets (a launch committing) looks again this many times. */
const FIND_ROUND_ATTEMPTS = 5;

/** The API's round id: the betting record and the recall page show it ("crash-42"). */
export const crashRoundRef = (id: string): string => `crash-${id}`;
export function parseCrashRoundRef(ref: string): string | null {
  const match = /^crash-(\d{1,18})$/.exec(ref);
  return match ? match[1]! : null;
}

/** A crash notification (NOTIFY 'crash'), fanned out by crash-events.ts in every process. */
export type CrashNotice =
  | { k: 'phase'; roundId: string }
  | { k: 'player'; roundId: string; player: CrashPlayer };

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
}) {
  const { db, wallet, config } = deps;

  const money = (minor: bigint, decimals: number) => minorToAmount(minor, decimals);
  const playerOf = (b: BetRow, decimals: number): CrashPlayer => ({
    name: b.playerName,
    amount: money(b.amount, decimals),
    cashedOutAt: b.cashoutCents === null ? null : centsText(b.cashoutCents),
    payout: b.payout === null ? null : money(b.payout, decimals),
  });
  const stakeCall = (bet: BetRow) => ({
    vendor: VENDOR,
    memberId: bet.memberId,
    txId: bet.txId,
    roundId: crashRoundRef(bet.roundId),
    gameCode: GAME_CODE,
    amount: bet.amount,
    detail: { autoCashout: bet.autoCents === null ? null : centsText(bet.autoCents) },
  });

  /** Pays (or, with 0, closes) a bet that this transaction just closed. */
  const payCall = (bet: BetRow, round: RoundRow) => ({
    vendor: VENDOR,
    memberId: bet.memberId,
    txId: `${bet.txId}:win`,
    roundId: crashRoundRef(bet.roundId),
    gameCode: GAME_CODE,
    amount: bet.payout ?? 0n,
    referenceTxId: bet.txId,
    roundEnded: true,
    detail: {
      autoCashout: bet.autoCents === null ? null : centsText(bet.autoCents),
      cashedOutAt: bet.cashoutCents === null ? null : centsText(bet.cashoutCents),
      gameNumber: round.gameNumber,
    },
  });

  const mustBeOk = (answer: WalletAnswer) => {
    if (answer.status === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_BALANCE');
    if (answer.status !== 'OK')
      throw new AppError('INVALID_STATE', undefined, `game wallet: ${answer.status}`);
    return answer;
  };

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
        await notifyPlayer(trx, bet, decimals);
        return { roundId: crashRoundRef(round.id), queued, balance: answer.balance };
      }),
    );
  }

  const notifyPlayer = (trx: Trx | Db, bet: BetRow, decimals: number) =>
    repo.notify(trx, { k: 'player', roundId: crashRoundRef(bet.roundId), player: playerOf(bet, decimals) });

  /** Closes one open bet (cash-out or loss) and pays it through the wallet, in one transaction. */
  async function closeAndPay(
    trx: Trx,
    bet: BetRow,
    round: RoundRow,
    outcome: { cashoutCents: bigint | null; payoutMinor: bigint },
    decimals: number,
  ): Promise<{ bet: BetRow; answer: WalletAnswer } | null> {
    const closed = await repo.closeBet(trx, bet.id, {
      cashoutCents: outcome.cashoutCents,
      payout: outcome.payoutMinor,
    });
    if (!closed) return null;
    const answer = mustBeOk(await wallet.win(payCall(closed, round), trx));
    await notifyPlayer(trx, closed, decimals);
    return { bet: closed, answer };
  }

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
     * A manual cash-out (HTTP or WebSocket), judged by the database clock read under a share lock
     * on the round: valid only while the multiplier at that instant is below the crash point.
     */
    async cashout(memberId: string, roundRef: string): Promise<CrashCashoutResult> {
      const roundId = parseCrashRoundRef(roundRef);
      if (roundId === null) throw new AppError('NOT_FOUND');
      const decimals = await deps.decimals();
      const done = await withRetry(() =>
        db.transaction().execute(async (trx): Promise<{ bet: BetRow; balance: bigint | null }> => {
          const locked = await repo.lockRoundForCashout(trx, roundId);
          if (!locked) throw new AppError('NOT_FOUND');
          const { round, now } = locked;
          const bet = await repo.betInRound(trx, roundId, memberId);
          if (!bet) throw new AppError('NOT_FOUND');
          if (bet.status === 'CASHED_OUT') return { bet, balance: null };
          if (bet.status === 'LOST' || round.phase === 'CRASHED') throw new AppError('CASHOUT_TOO_LATE');
          if (bet.status !== 'ACTIVE' || round.phase !== 'RUNNING' || !round.startedAt)
            throw new AppError('INVALID_STATE', undefined, 'The round has not started yet');
          const elapsedMs = Math.max(0, Math.floor(now.getTime() - round.startedAt.getTime()));
          const outcome = settleBet({ amount: bet.amount, autoCents: bet.autoCents }, round, elapsedMs);
          if (outcome.cashoutCents === null) throw new AppError('CASHOUT_TOO_LATE');
          const paid = await closeAndPay(trx, bet, round, outcome, decimals);
          if (paid) return { bet: paid.bet, balance: paid.answer.balance };
          // Closed meanwhile by a concurrent cash-out or the leader: answer with what happened.
          const after = await repo.betById(trx, bet.id);
          if (after?.status === 'CASHED_OUT') return { bet: after, balance: null };
          throw new AppError('CASHOUT_TOO_LATE');
        }),
      );
      const balance = done.balance ?? (await wallet.balance(memberId)).balance;
      return {
        roundId: roundRef,
        multiplier: centsText(done.bet.cashoutCents!),
        payout: money(done.bet.payout!, decimals),
        balance: money(balance, decimals),
      };
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
            await notifyPlayer(trx, joined, decimals);
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
     * Settles an open bet without a manual cash-out: paid at its auto (or cap) target when that is
     * at most the crash point, otherwise lost, but a loss only once `round` is the crashed row.
     */
    async settleOpen(bet: BetRow, round: RoundRow): Promise<void> {
      const decimals = await deps.decimals();
      const outcome = settleBet({ amount: bet.amount, autoCents: bet.autoCents }, round);
      if (outcome.cashoutCents === null && round.phase !== 'CRASHED') return;
      await withRetry(() =>
        db.transaction().execute((trx) => closeAndPay(trx, bet, round, outcome, decimals)),
      );
    },
  };
}

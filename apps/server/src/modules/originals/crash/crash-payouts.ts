import { centsText } from '@goldline/games/format';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { withRetry } from '../../../lib/retry.ts';
import type { GameWallet, WalletAnswer } from '../../game-wallet/game-wallet.types.ts';
import { type BetRow, type RoundRow, crashRepository as repo } from './crash.repository.ts';
import { crashRoundRef } from './crash-rules.ts';

export const CRASH_VENDOR = 'INHOUSE';
export const CRASH_GAME_CODE = 'crash';
/** Payouts credited in one transaction at most (each holds its member's wallet lock until commit). */
const MAX_PAYOUTS_PER_TRANSACTION = 250;

export function mustBeOk(answer: WalletAnswer): WalletAnswer {
  if (answer.status === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_BALANCE');
  if (answer.status !== 'OK') throw new AppError('INVALID_STATE', undefined, `game wallet: ${answer.status}`);
  return answer;
}

/** The game-wallet call that pays (or, with 0, closes) a closed bet: idempotent by `<txId>:win`. */
const payCall = (bet: BetRow, round: RoundRow) => ({
  vendor: CRASH_VENDOR,
  memberId: bet.memberId,
  txId: `${bet.txId}:win`,
  roundId: crashRoundRef(bet.roundId),
  gameCode: CRASH_GAME_CODE,
  amount: bet.payout ?? 0n,
  referenceTxId: bet.txId,
  roundEnded: true,
  detail: {
    autoCashout: bet.autoCents === null ? null : centsText(bet.autoCents),
    cashedOutAt: bet.cashoutCents === null ? null : centsText(bet.cashoutCents),
    gameNumber: round.gameNumber,
  },
});

export interface Owed {
  bet: BetRow;
  round: RoundRow;
}

export type CrashPayouts = ReturnType<typeof createCrashPayouts>;

/**
 * The payouts of closed crash bets (decision 066). A bet is closed first (crash_bets, one statement
 * for a whole tick of cash-outs, already acknowledged), and paid here: the bets owed in this process
 * are credited through the game wallet in one transaction, in member id order (the wallet's rule for
 * several members in one transaction), together with their `paid_at`. One transaction runs at a
 * time; bets owed meanwhile wait for the next, so a burst of cash-outs costs a few transactions, not
 * one per bet. Paying twice is harmless: the wallet answers a second `<txId>:win` from the first, so
 * two processes (or a process and the leader's recovery) may both try.
 */
export function createCrashPayouts(deps: { db: Db; wallet: GameWallet; log: (m: string) => void }) {
  const { db, wallet } = deps;
  type Waiter = { resolve: () => void; reject: (err: unknown) => void };
  let queue = new Map<string, Owed & { waiters: Waiter[] }>();
  /** The batch being credited now: asking for one of its bets again waits for it. */
  let inFlight = new Map<string, Owed & { waiters: Waiter[] }>();
  let running: Promise<void> | null = null;

  async function credit(batch: (Owed & { waiters: Waiter[] })[]): Promise<void> {
    batch.sort((a, b) => {
      const x = BigInt(a.bet.memberId);
      const y = BigInt(b.bet.memberId);
      return x < y ? -1 : x > y ? 1 : Number(BigInt(a.bet.id) - BigInt(b.bet.id));
    });
    try {
      await withRetry(() =>
        db.transaction().execute(async (trx) => {
          for (const o of batch) mustBeOk(await wallet.win(payCall(o.bet, o.round), trx));
          await repo.markPaid(
            trx,
            batch.map((o) => o.bet.id),
          );
        }),
      );
      for (const o of batch) {
        for (const w of o.waiters) w.resolve();
        inFlight.delete(o.bet.id);
      }
    } catch (err) {
      if (batch.length > 1) {
        // One payout the wallet refuses must not hold back the others: each on its own.
        for (const o of batch) await credit([o]);
        return;
      }
      const [o] = batch;
      deps.log(`crash payout of bet ${o!.bet.id} failed (still owed): ${(err as Error).message}`);
      for (const w of o!.waiters) w.reject(err);
      inFlight.delete(o!.bet.id);
    }
  }

  async function work(): Promise<void> {
    while (queue.size > 0) {
      const all = [...queue.values()];
      const batch = all.slice(0, MAX_PAYOUTS_PER_TRANSACTION);
      queue = new Map(all.slice(MAX_PAYOUTS_PER_TRANSACTION).map((o) => [o.bet.id, o]));
      inFlight = new Map(batch.map((o) => [o.bet.id, o]));
      await credit(batch);
      inFlight = new Map();
    }
    running = null;
  }

  /** Credits these closed bets; resolves once all are paid, rejects if one of them could not be. */
  function pay(owed: readonly Owed[]): Promise<void> {
    const waits = owed.map(
      ({ bet, round }) =>
        new Promise<void>((resolve, reject) => {
          const entry = inFlight.get(bet.id) ?? queue.get(bet.id) ?? { bet, round, waiters: [] };
          entry.waiters.push({ resolve, reject });
          if (!inFlight.has(bet.id)) queue.set(bet.id, entry);
        }),
    );
    running ??= work();
    return Promise.all(waits).then(() => undefined);
  }

  return {
    pay,
    /** Credits in the background; a failure is logged and the bet stays owed for the leader. */
    owe(owed: readonly Owed[]): void {
      if (owed.length > 0) pay(owed).catch(() => {});
    },
    /** Waits for the payouts in flight (the app closing). */
    async drain(): Promise<void> {
      while (running) await running;
    },
  };
}

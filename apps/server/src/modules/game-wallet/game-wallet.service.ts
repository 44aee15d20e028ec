import type { VendorStatus } from '@goldline/contract/vendor-wallet';
import type { Db } from '../../db/database.ts';
import type { WalletTxKind } from '../../db/schema-game-wallet.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestHash } from '../../lib/request-hash.ts';
import { sqlState, withRetry } from '../../lib/retry.ts';
import type { AccountRef, LedgerService, MovementKind, Posting, Trx } from '../ledger/ledger.types.ts';
import {
  type GameAccount,
  type RoundRow,
  type RoundUpdate,
  gameWalletRepository as repo,
  type WalletTxRow,
} from './game-wallet.repository.ts';
import type {
  BetCall,
  GameWallet,
  RollbackCall,
  SettleCall,
  WalletAnswer,
  WinCall,
} from './game-wallet.types.ts';

/** The in-house vendor: its games call the wallet in process and play against the house. */
export const INHOUSE_VENDOR = 'INHOUSE';
/** A call that lost a race on a unique key is run again once: it then sees the winner's row. */
const RACE_ATTEMPTS = 3;

interface Player {
  memberId: string;
  ref: { memberId: string; kind: 'cash' | 'play' };
  accountId: string;
  currency: string;
}

interface Recorded {
  vendor: string;
  txId: string;
  kind: WalletTxKind;
  round: RoundRow | null;
  amount: bigint;
  referenceTxId?: string | undefined;
  hash: string;
  ledgerTxId: string | null;
}

/**
 * The game wallet (game-wallet.types.ts lists the rules; decision 051). Every call runs in one
 * transaction (the caller's, when it passes one) under a per-member advisory lock: read the call's
 * stored row, decide, move money through the ledger (scope `game:<vendor>`, key = the vendor's
 * transaction id), then write the round and the call row with its answer.
 */
export function createGameWallet(deps: { db: Db; ledger: LedgerService }): GameWallet {
  const { db, ledger } = deps;

  /** The member's game account (trial members: play money; repository gameAccount). */
  function playerOf(memberId: string, account: GameAccount | null): Player {
    if (!account?.accountId || !account.currency)
      throw new AppError('NOT_FOUND', undefined, `No game account for member ${memberId}`);
    const { kind, accountId, currency } = account;
    return { memberId, ref: { memberId, kind }, accountId, currency };
  }

  const player = async (ex: Db, memberId: string) => playerOf(memberId, await repo.gameAccount(ex, memberId));

  async function available(ex: Trx | Db, p: Player): Promise<{ balance: bigint; currency: string }> {
    return { balance: await repo.available(ex, p.accountId), currency: p.currency };
  }

  const counterparty = (vendor: string, currency: string): AccountRef => ({
    system: vendor === INHOUSE_VENDOR ? 'house' : 'vendor_clearing',
    currency,
  });

  /**
   * Runs one call under the member's lock. In our own transaction: deadlocks are retried, a lost
   * race on a transaction id runs again (and then answers from the winner's row), and a stake the
   * ledger refuses at the last moment (a withdrawal hold landed between our check and the move)
   * rolls everything back and answers INSUFFICIENT_FUNDS. In the caller's transaction those errors
   * are the caller's to handle: its transaction is no longer ours to roll back.
   */
  async function run(
    memberId: string,
    trx: Trx | undefined,
    work: (ex: Trx, p: Player) => Promise<WalletAnswer>,
  ): Promise<WalletAnswer> {
    const locked = async (ex: Trx) => work(ex, playerOf(memberId, await repo.lockMember(ex, memberId)));
    if (trx) return locked(trx);
    for (let attempt = 1; ; attempt++) {
      try {
        return await withRetry(() => db.transaction().execute(locked));
      } catch (err) {
        if (err instanceof AppError && err.code === 'INSUFFICIENT_BALANCE') {
          const p = await player(db, memberId);
          return { status: 'INSUFFICIENT_FUNDS', ...(await available(db, p)), replayed: false };
        }
        const lostRace =
          (err instanceof AppError && err.code === 'IDEMPOTENCY_CONFLICT') || sqlState(err) === '23505';
        if (!lostRace || attempt >= RACE_ATTEMPTS) throw err;
      }
    }
  }

  async function refusal(ex: Trx, p: Player, status: VendorStatus): Promise<WalletAnswer> {
    return { status, ...(await available(ex, p)), replayed: false };
  }

  /** A call id seen before: the stored answer if it is the same request, otherwise a mismatch. */
  async function replay(ex: Trx, p: Player, seen: WalletTxRow, kind: WalletTxKind, hash: string) {
    if (seen.kind !== kind || seen.requestHash !== hash) return refusal(ex, p, 'TRANSACTION_MISMATCH');
    const a = seen.answer as { status: VendorStatus; balance: string; currency: string; roundRowId?: string };
    return {
      status: a.status,
      balance: BigInt(a.balance),
      currency: a.currency,
      walletTransactionId: seen.id,
      ...(a.roundRowId ? { roundRowId: a.roundRowId } : {}),
      replayed: true,
    } satisfies WalletAnswer;
  }

  async function move(
    ex: Trx,
    kind: MovementKind,
    vendor: string,
    key: string,
    round: RoundRow,
    postings: Posting[],
  ): Promise<string> {
    const moved = await ledger.move(
      {
        scope: `game:${vendor}`,
        key,
        kind,
        postings,
        // The records' profit report groups game movements by their reference type: the game type.
        reference: { type: round.gameType ?? 'UNKNOWN', id: round.id },
      },
      ex,
    );
    return moved.transactionId;
  }

  /**
   * Writes the call's row with its answer (what a duplicate will get back) and returns it; `update`
   * changes the call's round in the same statement.
   */
  async function record(ex: Trx, p: Player, r: Recorded, update?: RoundUpdate): Promise<WalletAnswer> {
    const roundRowId = r.round?.id;
    const { id, answer } = await repo.insertTx(ex, {
      vendor: r.vendor,
      txId: r.txId,
      kind: r.kind,
      roundRowId: roundRowId ?? null,
      memberId: p.memberId,
      amount: r.amount,
      referenceTxId: r.referenceTxId,
      requestHash: r.hash,
      answer: { status: 'OK', currency: p.currency, roundRowId },
      ledgerTxId: r.ledgerTxId,
      balanceOf: p.accountId,
      ...(update && r.round ? { round: { id: r.round.id, update } } : {}),
    });
    return {
      status: 'OK',
      balance: BigInt(answer.balance as string),
      currency: p.currency,
      walletTransactionId: id,
      ...(roundRowId ? { roundRowId } : {}),
      replayed: false,
    };
  }

  /** The call's stored row, its round and the member's available balance (one read, after the lock). */
  const stateOf = (
    ex: Trx,
    p: Player,
    call: { vendor: string; txId: string; roundId: string; referenceTxId?: string | undefined },
  ) =>
    repo.callState(ex, {
      vendor: call.vendor,
      txId: call.txId,
      roundId: call.roundId,
      betTxId: call.referenceTxId,
      memberId: p.memberId,
      accountId: p.accountId,
    });

  async function newRound(
    ex: Trx,
    p: Player,
    call: { vendor: string; roundId: string; gameCode: string },
    extra: {
      needsReconcile?: boolean;
      settled?: { stake: bigint; payout: bigint };
      detail?: Record<string, unknown>;
    },
  ): Promise<RoundRow> {
    return repo.createRound(ex, {
      vendor: call.vendor,
      roundId: call.roundId,
      memberId: p.memberId,
      gameCode: call.gameCode,
      currency: p.currency,
      accountKind: p.ref.kind,
      ...extra,
    });
  }

  return {
    async balance(memberId) {
      return available(db, await player(db, memberId));
    },

    async bet(call: BetCall, trx) {
      assertAmounts(call.amount);
      const hash = requestHash('game.bet', {
        memberId: call.memberId,
        roundId: call.roundId,
        gameCode: call.gameCode,
        amount: call.amount,
      });
      return run(call.memberId, trx, async (ex, p) => {
        const state = await stateOf(ex, p, call);
        const { seen } = state;
        if (seen?.kind === 'TOMBSTONE') return refusal(ex, p, 'TRANSACTION_ROLLED_BACK');
        if (seen) return replay(ex, p, seen, 'BET', hash);
        let { round } = state;
        // A closed round takes no more bets, except the late bet of a round whose win came first.
        if (round && round.status !== 'OPEN' && !(round.needsReconcile && !state.roundHasBet))
          return refusal(ex, p, 'ROUND_CLOSED');
        const before = { balance: state.available, currency: p.currency };
        if (before.balance < call.amount) return { status: 'INSUFFICIENT_FUNDS', ...before, replayed: false };
        round ??= await newRound(ex, p, call, {});
        const ledgerTxId =
          call.amount > 0n
            ? await move(ex, 'bet', call.vendor, call.txId, round, [
                { from: p.ref, to: counterparty(call.vendor, round.currency), amount: call.amount },
              ])
            : null;
        return record(
          ex,
          p,
          { ...call, kind: 'BET', round, hash, ledgerTxId },
          { stake: call.amount, detail: call.detail },
        );
      });
    },

    async win(call: WinCall, trx) {
      assertAmounts(call.amount);
      const hash = requestHash('game.win', {
        memberId: call.memberId,
        roundId: call.roundId,
        gameCode: call.gameCode,
        amount: call.amount,
        referenceTxId: call.referenceTxId,
        roundEnded: call.roundEnded,
      });
      return run(call.memberId, trx, async (ex, p) => {
        const { seen, round: found, roundHasBet } = await stateOf(ex, p, call);
        if (seen) return replay(ex, p, seen, 'WIN', hash);
        // The money is owed to the player whatever the order: pay, and flag what does not add up.
        const orphan = found?.status !== 'OPEN' || !roundHasBet;
        const round = found ?? (await newRound(ex, p, call, { needsReconcile: true }));
        const ledgerTxId =
          call.amount > 0n
            ? await move(ex, 'win', call.vendor, call.txId, round, [
                { from: counterparty(call.vendor, round.currency), to: p.ref, amount: call.amount },
              ])
            : null;
        return record(
          ex,
          p,
          { ...call, kind: 'WIN', round, hash, ledgerTxId },
          {
            payout: call.amount,
            close: call.roundEnded && round.status === 'OPEN' ? 'SETTLED' : undefined,
            reconcile: orphan,
            detail: call.detail,
          },
        );
      });
    },

    async rollback(call: RollbackCall, trx) {
      const hash = requestHash('game.rollback', {
        memberId: call.memberId,
        referenceTxId: call.referenceTxId,
      });
      return run(call.memberId, trx, async (ex, p) => {
        const seen = await repo.findTx(ex, call.vendor, call.txId);
        if (seen) return replay(ex, p, seen, 'ROLLBACK', hash);
        const noMoney = {
          ...call,
          kind: 'ROLLBACK' as const,
          round: null,
          amount: 0n,
          hash,
          ledgerTxId: null,
        };
        const bet = await repo.findTx(ex, call.vendor, call.referenceTxId);
        if (!bet) {
          // The rollback overtook its bet: a tombstone takes the bet's id, so the late bet is refused.
          await repo.insertTx(ex, {
            vendor: call.vendor,
            txId: call.referenceTxId,
            kind: 'TOMBSTONE',
            roundRowId: null,
            memberId: call.memberId,
            amount: 0n,
            requestHash: requestHash('game.tombstone', { memberId: call.memberId }),
            answer: { status: 'TRANSACTION_ROLLED_BACK' },
            ledgerTxId: null,
          });
          return record(ex, p, noMoney);
        }
        if (bet.kind === 'TOMBSTONE') return record(ex, p, noMoney);
        if (bet.memberId !== call.memberId) return refusal(ex, p, 'TRANSACTION_MISMATCH');
        if (bet.kind !== 'BET' || bet.roundRowId === null) return refusal(ex, p, 'BET_NOT_FOUND');
        const round = await repo.roundById(ex, bet.roundRowId);
        // Cancelled already under another rollback id: nothing more to give back.
        if (await repo.isRolledBack(ex, call.vendor, call.referenceTxId))
          return record(ex, p, { ...noMoney, round });
        if (round.status === 'SETTLED' || (await repo.hasWin(ex, round.id)))
          return refusal(ex, p, 'ROUND_CLOSED');
        const ledgerTxId =
          bet.amount > 0n
            ? await move(ex, 'rollback', call.vendor, call.txId, round, [
                { from: counterparty(call.vendor, round.currency), to: p.ref, amount: bet.amount },
              ])
            : null;
        const answer = await record(ex, p, { ...noMoney, round, amount: bet.amount, ledgerTxId });
        const allCancelled = (await repo.liveBets(ex, call.vendor, round.id)) === 0;
        await repo.updateRound(ex, round.id, {
          refunded: bet.amount,
          close: allCancelled ? 'REFUNDED' : undefined,
        });
        return answer;
      });
    },

    async settle(call: SettleCall, trx) {
      assertAmounts(call.stake, call.payout);
      const hash = requestHash('game.settle', {
        memberId: call.memberId,
        roundId: call.roundId,
        gameCode: call.gameCode,
        stake: call.stake,
        payout: call.payout,
      });
      return run(call.memberId, trx, async (ex, p) => {
        const state = await stateOf(ex, p, call);
        if (state.seen) return replay(ex, p, state.seen, 'SETTLE', hash);
        if (state.round) return refusal(ex, p, 'ROUND_CLOSED');
        const before = { balance: state.available, currency: p.currency };
        if (before.balance < call.stake) return { status: 'INSUFFICIENT_FUNDS', ...before, replayed: false };
        const round = await newRound(ex, p, call, {
          settled: { stake: call.stake, payout: call.payout },
          detail: call.detail,
        });
        const house = counterparty(call.vendor, round.currency);
        // Two movements in this one transaction, not one mixed movement: the records' turnover and
        // profit figures count a 'bet' movement's entries as stake and a 'win' movement's as payout.
        const stakeTx =
          call.stake > 0n
            ? await move(ex, 'bet', call.vendor, call.txId, round, [
                { from: p.ref, to: house, amount: call.stake },
              ])
            : null;
        const payoutTx =
          call.payout > 0n
            ? await move(ex, 'win', call.vendor, `${call.txId}:payout`, round, [
                { from: house, to: p.ref, amount: call.payout },
              ])
            : null;
        return record(ex, p, {
          ...call,
          kind: 'SETTLE',
          round,
          amount: call.stake,
          hash,
          ledgerTxId: stakeTx ?? payoutTx,
        });
      });
    },
  };
}

function assertAmounts(...amounts: bigint[]): void {
  for (const a of amounts) {
    if (typeof a !== 'bigint' || a < 0n)
      throw new AppError('VALIDATION_FAILED', undefined, 'Game amounts are bigint minor units >= 0');
  }
}

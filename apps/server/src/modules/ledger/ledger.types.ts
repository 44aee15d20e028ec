import type { Transaction } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The one money API every module calls (docs/architecture.md "Money: the ledger"; issue "Wallet").
 * Games, vendors, the cashier, agents and promotions never write ledger tables themselves.
 *
 * Rules the implementation guarantees:
 * - Amounts are bigint minor units, always > 0 in a posting; a posting moves `amount` from `from` to
 *   `to`. A movement's entries sum to zero (enforced by a deferred constraint trigger in PostgreSQL).
 * - All-or-nothing: every posting of a movement (and the caller's own writes, when it passes `trx`)
 *   commit together or not at all.
 * - Idempotent: (scope, key) is claimed in the same transaction. Same key and same request -> the
 *   stored result with `replayed: true` and no money moved; same key, different request ->
 *   AppError('IDEMPOTENCY_CONFLICT').
 * - Member accounts never go below zero: available = balance - held; a posting that would overdraw
 *   -> AppError('INSUFFICIENT_BALANCE'). System accounts may go negative (the house pays wins).
 * - Concurrency: READ COMMITTED, member accounts locked FOR UPDATE in sorted id order; hot system
 *   accounts are never locked (their balance is derived from entries).
 * - Every posting stays in one currency; play money (trial accounts) can never meet real money
 *   -> AppError('CURRENCY_MISMATCH').
 * - Nothing is updated in place or deleted; a correction is `reverse`, a new movement.
 * - For every member account touched, a `balance` event is written to the outbox in the same
 *   transaction and fanned out over LISTEN/NOTIFY to that member's sockets (`vendor_balance`, with
 *   the vendor, for a wallet at a transfer-mode game vendor).
 * - `events` (messages...) are written with the movement but are not part of the request the key
 *   guards: a retry derives new ones (new ids, times) and still replays; a replay writes none.
 */

/** House-side accounts, one per currency. */
export type SystemAccountCode =
  | 'house' // game wins and losses of in-house games
  | 'payment_clearing' // money arriving from deposits (bank, gateway)
  | 'withdrawal_clearing' // money leaving through approved withdrawals
  | 'vendor_clearing' // third-party game vendors (seamless wallet)
  | 'promotion_expense' // bonuses and rebates
  | 'agent_payable' // salary and dividend settlements
  | 'jackpot_pool' // progressive jackpot contributions
  | 'play_money_issuer'; // the source of trial accounts' play money

/**
 * A member account's money kind: cash, play money (trial accounts), bonus money (promotions,
 * decision 090), which is locked in its own account until released to cash, or loyalty points
 * (currency 'PTS', decision 100). One movement moves one kind only.
 */
export type MoneyKind = 'cash' | 'play' | 'bonus' | 'points';

export type AccountRef =
  | { memberId: string; kind: MoneyKind }
  | { system: SystemAccountCode; currency: string }
  | { accountId: string };

export interface Posting {
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
}

export type MovementKind =
  | 'deposit'
  | 'withdrawal'
  | 'transfer'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'bonus'
  | 'points'
  | 'adjustment'
  | 'reversal'
  | 'play_money';

/** What the outbox carries besides the automatic `balance` events (messages, deposit states...). */
export interface OutboxEventInput {
  memberId: string;
  type: string;
  payload: Record<string, unknown>;
}

export interface IdempotencyKey {
  /** e.g. 'client' (a browser's request id), 'deposit', 'vendor:PG', 'settle:2026-11:agent' */
  scope: string;
  /** Unique within the scope, at most 255 characters. */
  key: string;
}

/** The key of a hold's posting or release, and the events to write with it (e.g. its message). */
export interface HoldCloseRequest extends IdempotencyKey {
  events?: OutboxEventInput[];
}

export interface MovementRequest extends IdempotencyKey {
  kind: MovementKind;
  postings: Posting[];
  memo?: string;
  /** What this movement settles, for records: e.g. { type: 'deposit', id: '42' } or a game round. */
  reference?: { type: string; id: string };
  events?: OutboxEventInput[];
}

export interface MovementResult {
  transactionId: string;
  replayed: boolean;
  /** Balance after the movement of every member account it touched, by account id. */
  balances: Record<string, bigint>;
}

export interface HoldRequest extends IdempotencyKey {
  /** The member account the amount is reserved on (withdrawals). */
  account: AccountRef;
  amount: bigint;
  memo?: string;
  reference?: { type: string; id: string };
  events?: OutboxEventInput[];
}

export interface HoldResult {
  holdId: string;
  replayed: boolean;
  available: bigint;
}

export interface AccountBalance {
  accountId: string;
  currency: string;
  /** Posted balance. */
  balance: bigint;
  /** Reserved by pending holds. */
  held: bigint;
  /** balance - held: what can be spent or withdrawn now. */
  available: bigint;
}

export type Trx = Transaction<Database>;

/**
 * A check of movements by rules kept outside the ledger (responsible gaming, decision 107), given
 * to `createLedgerService` by the composition root. `before` runs first (it may refuse by throwing)
 * and says whether `after` must see the movement; then the movement runs in a transaction (the
 * caller's, or one of the ledger's own instead of a group commit) and `after` runs in it once the
 * movement is posted (never for a replay): throwing there rolls the movement back.
 */
export interface MovementGuard {
  before(request: MovementRequest, ex: Executor): Promise<boolean>;
  after(trx: Trx, request: MovementRequest): Promise<void>;
}

export interface LedgerService {
  /** Moves money. Pass `trx` to commit together with the caller's own writes. */
  move(request: MovementRequest, trx?: Trx): Promise<MovementResult>;
  /** Reserves an amount (available drops, balance stays) until it is posted or voided. */
  hold(request: HoldRequest, trx?: Trx): Promise<HoldResult>;
  /** Turns a pending hold into a movement from the held account to `to`. Once only. */
  postHold(holdId: string, to: AccountRef, key: HoldCloseRequest, trx?: Trx): Promise<MovementResult>;
  /** Releases a pending hold. Once only; a closed hold -> AppError('HOLD_CLOSED'). */
  voidHold(holdId: string, key: HoldCloseRequest, trx?: Trx): Promise<void>;
  /**
   * Writes outbox events (and notifies) without moving money, for state changes that carry none
   * (a rejected deposit). Pass `trx` so they go out only if the caller's change commits. The
   * members' accounts are locked first, so one member's events still commit in id order (031).
   */
  emit(events: OutboxEventInput[], trx?: Trx): Promise<void>;
  /** A new movement with every posting of `transactionId` turned around. */
  reverse(transactionId: string, key: IdempotencyKey, memo: string, trx?: Trx): Promise<MovementResult>;
  /** Creates (if needed) and returns the member's account of that kind. */
  ensureMemberAccount(memberId: string, kind: MoneyKind, currency: string, trx?: Trx): Promise<string>;
  /**
   * Creates (if needed) and returns the member's wallet at a transfer-mode game vendor (decision
   * 051): a cash account of its own, moved with `{ accountId }`. Its events are `vendor_balance`.
   */
  ensureVendorWallet(memberId: string, vendorCode: string, currency: string, trx?: Trx): Promise<string>;
  balance(account: AccountRef, trx?: Trx): Promise<AccountBalance>;
}

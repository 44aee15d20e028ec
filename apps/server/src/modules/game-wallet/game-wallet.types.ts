import type { VendorStatus } from '@goldline/contract/vendor-wallet';
import type { Trx } from '../ledger/ledger.types.ts';

/**
 * The game wallet: the one place where game money moves (issue "Games platform", decision 051).
 * Third-party vendors reach it through the signed seamless-wallet API; the in-house games call it
 * in process as vendor 'INHOUSE'. It keeps rounds and wallet transactions (for the betting record,
 * the winner board and reconciliation) and moves money only through the LedgerService.
 *
 * Rules (reference reliability-and-security 2.2):
 * - Idempotent by (vendor, txId): a duplicate returns the stored answer with `replayed: true`; the
 *   same id with different fields -> status TRANSACTION_MISMATCH, no money moves.
 * - A win with no bet (or before it) is paid and the round flagged for reconciliation.
 * - A rollback of an unknown bet writes a tombstone (0 amount), so a late bet with that id is
 *   refused (TRANSACTION_ROLLED_BACK). A rollback after a win on the round -> ROUND_CLOSED.
 * - Insufficient funds -> status INSUFFICIENT_FUNDS with the current balance; nothing moves.
 * - Members of type 4 (trial) play with their 'play' account; everyone else with 'cash'.
 * - Counterparty: INHOUSE moves against the 'house' system account, other vendors against
 *   'vendor_clearing'. Answers never throw for business outcomes; they return a status.
 */
export interface WalletAnswer {
  status: VendorStatus;
  /** Balance (available) of the member's game account after the call, minor units. */
  balance: bigint;
  currency: string;
  walletTransactionId?: string;
  /** Our id of the round (game_rounds.id), for the betting record. */
  roundRowId?: string;
  replayed: boolean;
}

export interface WalletCallBase {
  vendor: string;
  memberId: string;
  /** The vendor's transaction id: the idempotency key within the vendor. */
  txId: string;
  roundId: string;
  /** Catalogue game code of that vendor (games.game_code). */
  gameCode: string;
}

export interface BetCall extends WalletCallBase {
  amount: bigint;
  /** What the game needs to recall the round later (in-house: params, nonce, seed hash). */
  detail?: Record<string, unknown>;
}

export interface WinCall extends WalletCallBase {
  /** May be 0 (a losing round's closing call). */
  amount: bigint;
  referenceTxId?: string;
  roundEnded: boolean;
  detail?: Record<string, unknown>;
}

export interface RollbackCall extends Omit<WalletCallBase, 'roundId' | 'gameCode'> {
  referenceTxId: string;
  roundId?: string;
  gameCode?: string;
}

/** In-house single-step games: the bet and its payout in one ledger transaction (issue 5). */
export interface SettleCall extends WalletCallBase {
  stake: bigint;
  payout: bigint;
  detail: Record<string, unknown>;
}

export interface GameWallet {
  balance(memberId: string): Promise<{ balance: bigint; currency: string }>;
  bet(call: BetCall, trx?: Trx): Promise<WalletAnswer>;
  win(call: WinCall, trx?: Trx): Promise<WalletAnswer>;
  rollback(call: RollbackCall, trx?: Trx): Promise<WalletAnswer>;
  settle(call: SettleCall, trx?: Trx): Promise<WalletAnswer>;
}

import * as z from 'zod';
import { Amount } from './money.ts';

/**
 * The seamless-wallet API third-party game vendors call (reference: reliability-and-security 2.1
 * and 2.2; decision 051). POST /vendor/:vendorCode/wallet/{balance,debit,credit,rollback}, JSON body
 * signed with HMAC-SHA256 over the raw bytes with the vendor's secret, hex in `x-signature`.
 * Answers are vendor-style, not the site envelope: always HTTP 200 with a status, except 401 for a bad
 * signature and 5xx for truly transient failures (the vendor retries).
 */
export const VENDOR_SIGNATURE_HEADER = 'x-signature';

/** `:vendorCode` of every call: the vendor's code in our catalogue, whose secret signs the body. */
export const VendorWalletParam = z.object({ vendorCode: z.string() });
export type VendorWalletParam = z.infer<typeof VendorWalletParam>;

export const VendorStatus = z.enum([
  'OK',
  'INSUFFICIENT_FUNDS',
  'INVALID_SIGNATURE',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'TRANSACTION_MISMATCH',
  'BET_NOT_FOUND',
  'ROUND_CLOSED',
  'TRANSACTION_ROLLED_BACK',
  'GAME_NOT_FOUND',
  'CURRENCY_MISMATCH',
  'BAD_REQUEST',
  'VENDOR_DISABLED',
  /** The player is on a time-out or self-excluded: no debit (decision 107). */
  'PLAYER_EXCLUDED',
  /** The debit would pass one of the player's responsible-gaming limits (decision 107). */
  'LIMIT_REACHED',
]);
export type VendorStatus = z.infer<typeof VendorStatus>;

const Base = z.object({
  /** The launch token the vendor received in the launch url. */
  token: z.string().min(1).max(256),
  /** The member id we gave the vendor at launch. */
  playerId: z.string().max(64),
  currency: z.string().length(3),
});

export const VendorBalanceRequest = Base;
export type VendorBalanceRequest = z.infer<typeof VendorBalanceRequest>;
export const VendorDebitRequest = Base.extend({
  transactionId: z.string().min(1).max(128),
  roundId: z.string().min(1).max(128),
  gameCode: z.string().max(64),
  amount: Amount,
});
export const VendorCreditRequest = Base.extend({
  transactionId: z.string().min(1).max(128),
  roundId: z.string().min(1).max(128),
  gameCode: z.string().max(64),
  amount: Amount,
  /** The bet this win pays, when the vendor says. */
  referenceTransactionId: z.string().max(128).optional(),
  roundEnded: z.boolean().default(true),
});
export const VendorRollbackRequest = Base.extend({
  transactionId: z.string().min(1).max(128),
  /** The bet being cancelled. */
  referenceTransactionId: z.string().min(1).max(128),
  roundId: z.string().max(128).optional(),
  gameCode: z.string().max(64).optional(),
});
export type VendorDebitRequest = z.infer<typeof VendorDebitRequest>;
export type VendorCreditRequest = z.infer<typeof VendorCreditRequest>;
export type VendorRollbackRequest = z.infer<typeof VendorRollbackRequest>;

export const VendorAnswer = z.object({
  status: VendorStatus,
  /** The member's balance after the call (also on INSUFFICIENT_FUNDS). */
  balance: Amount.optional(),
  currency: z.string().optional(),
  /** Our id of the wallet transaction, for reconciliation. */
  walletTransactionId: z.string().optional(),
});
export type VendorAnswer = z.infer<typeof VendorAnswer>;

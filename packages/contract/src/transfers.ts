import * as z from 'zod';
import { Amount, IdempotencyKey, PositiveAmount } from './money.ts';

/**
 * Member-to-member transfers (spec section 2 "transferUpline", "transferFund"; section 6 "Agent:
 * transfers to downlines"). Both need the payment password; both sides get a message.
 */

/** GET /wps/transfer/upline: who the money would go to (null when the member has no upline). */
export const UplineInfo = z.object({
  upline: z.object({ account: z.string(), nickname: z.string().nullable() }).nullable(),
});
export type UplineInfo = z.infer<typeof UplineInfo>;

/** POST /wps/transfer/upline */
export const TransferUplineRequest = z.object({
  amount: PositiveAmount,
  paymentPassword: z.string().min(1).max(64),
  memo: z.string().trim().max(140).optional(),
  idempotencyKey: IdempotencyKey,
});
export type TransferUplineRequest = z.infer<typeof TransferUplineRequest>;

/** POST /wps/agent/transfer/downline: only a direct downline (NOT_DOWNLINE otherwise). */
export const TransferDownlineRequest = TransferUplineRequest.extend({
  downline: z.string().trim().min(1).max(64),
});
export type TransferDownlineRequest = z.infer<typeof TransferDownlineRequest>;

export const TransferResult = z.object({
  transferId: z.string(),
  amount: Amount,
  /** The counterparty's account name. */
  to: z.string(),
  /** The sender's balance after the transfer. */
  balance: Amount,
  createdAt: z.iso.datetime(),
});
export type TransferResult = z.infer<typeof TransferResult>;

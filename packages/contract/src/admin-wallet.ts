import * as z from 'zod';
import {
  BankPayee,
  ChannelType,
  Deposit,
  DepositStatus,
  PageQuery,
  pageOf,
  ReceiptResult,
  Withdrawal,
  WithdrawalStatus,
} from './cashier.ts';
import { Amount, PositiveAmount } from './money.ts';
import { ProfitRow } from './records.ts';

/** Back-office cashier (operator token). Every action writes an audit_log row. */

export const AdminChannel = z.object({
  id: z.string(),
  type: ChannelType,
  name: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  minAmount: Amount,
  maxAmount: Amount,
  bank: BankPayee.nullable(),
  provider: z.string().nullable(),
});
export type AdminChannel = z.infer<typeof AdminChannel>;
/** GET /admin/wallet/channels (the gateway secret is never sent). */
export const AdminChannelList = z.object({ channels: z.array(AdminChannel) });
export type AdminChannelList = z.infer<typeof AdminChannelList>;

/** PUT /admin/wallet/channels: upserts each (no id = new); answers the full list. */
export const AdminChannelUpsert = z.object({
  id: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  type: ChannelType,
  name: z.string().trim().min(1).max(100),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(10_000).default(0),
  minAmount: PositiveAmount,
  maxAmount: PositiveAmount,
  bank: BankPayee.extend({
    bankName: z.string().trim().min(1).max(100),
    accountName: z.string().trim().min(1).max(100),
    accountNumber: z.string().trim().min(1).max(64),
    branch: z.string().trim().max(100),
    instructions: z.string().trim().max(2000),
  }).nullable(),
  provider: z.enum(['DEMOPAY']).nullable(),
});
export type AdminChannelUpsert = z.infer<typeof AdminChannelUpsert>;
export const UpdateChannelsRequest = z.object({ channels: z.array(AdminChannelUpsert).min(1).max(50) });
export type UpdateChannelsRequest = z.infer<typeof UpdateChannelsRequest>;

export const AdminDeposit = Deposit.extend({ memberId: z.string(), account: z.string() });
export type AdminDeposit = z.infer<typeof AdminDeposit>;
export const AdminDepositQuery = PageQuery.extend({ status: DepositStatus.optional() });
export type AdminDepositQuery = z.infer<typeof AdminDepositQuery>;
/** GET /admin/wallet/deposits?status= */
export const AdminDepositList = pageOf(AdminDeposit);
export type AdminDepositList = z.infer<typeof AdminDepositList>;

export const AdminWithdrawal = Withdrawal.extend({
  memberId: z.string(),
  account: z.string(),
  /** Full number: the operator pays to it. */
  accountNumber: z.string(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;
export const AdminWithdrawalQuery = PageQuery.extend({ status: WithdrawalStatus.optional() });
export type AdminWithdrawalQuery = z.infer<typeof AdminWithdrawalQuery>;
/** GET /admin/wallet/withdrawals?status= */
export const AdminWithdrawalList = pageOf(AdminWithdrawal);
export type AdminWithdrawalList = z.infer<typeof AdminWithdrawalList>;

/**
 * The operator's own note on a decision (issue 12): optional, never shown to the member, kept in
 * the decision's audit_log row. Blank means no note.
 */
export const OperatorNote = z.string().trim().max(500);
export type OperatorNote = z.infer<typeof OperatorNote>;

/**
 * POST /admin/wallet/deposits/:id/approve, /withdrawals/:id/approve: body {} or { note }
 * (INVALID_STATE unless PENDING).
 */
export const ApproveRequest = z.object({ note: OperatorNote.optional() }).strict();
export type ApproveRequest = z.infer<typeof ApproveRequest>;
/** POST .../reject: `reason` is sent to the member ("deposit failed" / "withdraw reject"), `note` is not. */
export const RejectRequest = z.object({
  reason: z.string().trim().min(1).max(500),
  note: OperatorNote.optional(),
});
export type RejectRequest = z.infer<typeof RejectRequest>;

/** GET /admin/wallet/members/:id/history: what the operator sees beside a request before deciding. */
export const MEMBER_HISTORY_ROWS = 5;
export const MEMBER_HISTORY_DAYS = 30;
export const MemberIdParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export type MemberIdParam = z.infer<typeof MemberIdParam>;
export const MemberHistory = z.object({
  memberId: z.string(),
  balance: Amount,
  /** Held by pending withdrawals. */
  held: Amount,
  available: Amount,
  lockedByTurnover: Amount,
  turnoverRequired: Amount,
  turnoverDone: Amount,
  /** The newest MEMBER_HISTORY_ROWS of each, newest first, with the total count. */
  deposits: z.object({ rows: z.array(Deposit), total: z.number().int() }),
  withdrawals: z.object({ rows: z.array(Withdrawal), total: z.number().int() }),
  /** Bets over the last MEMBER_HISTORY_DAYS days, by game type. */
  bets: z.object({
    days: z.number().int(),
    betCount: z.number().int(),
    bets: Amount,
    wins: Amount,
    profit: Amount,
    rows: z.array(ProfitRow),
  }),
});
export type MemberHistory = z.infer<typeof MemberHistory>;

/** GET/PUT /admin/wallet/settings (PUT takes any subset). */
export const WalletSettings = z.object({
  withdrawMin: PositiveAmount,
  withdrawMax: PositiveAmount,
  withdrawDailyCount: z.number().int().min(1).max(1000),
  /** Turnover required before withdrawing, as a multiple of deposits (0 = off, 1 = 1x). */
  turnoverMultiple: z.number().min(0).max(100).multipleOf(0.01),
  /** Spec section 4: unconfirmed withdrawal receipts count as received after N minutes. */
  autoConfirmMinutes: z.number().int().min(1).max(10_080),
  /** Spec section 3 "Wallet: isSingle": one wallet for all games. */
  isSingle: z.boolean(),
});
export type WalletSettings = z.infer<typeof WalletSettings>;
export const UpdateWalletSettings = WalletSettings.partial().strict();
export type UpdateWalletSettings = z.infer<typeof UpdateWalletSettings>;

/** GET /admin/wallet/receipt-cases: PARTIAL and NONE receipts for the operator to follow up. */
export const ReceiptCase = z.object({
  id: z.string(),
  withdrawalId: z.string(),
  memberId: z.string(),
  account: z.string(),
  amount: Amount,
  result: ReceiptResult,
  remainingAmount: Amount.nullable(),
  remark: z.string().nullable(),
  proofCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ReceiptCase = z.infer<typeof ReceiptCase>;
export const ReceiptCaseList = pageOf(ReceiptCase);
export type ReceiptCaseList = z.infer<typeof ReceiptCaseList>;

import * as z from 'zod';
import { Amount, IdempotencyKey, PositiveAmount } from './money.ts';

/**
 * Cashier calls (spec section 2 member centre "depositv2" and "withdraw", section 4 "Withdrawal
 * receipt"). Paths live under /wps/cashier; every call needs a member session and answers
 * TRIAL_FORBIDDEN to trial accounts. Amounts are decimal strings in the site currency.
 */

/** Spec section 5 (activity images, reused for deposit and receipt proofs): png or jpg, at most 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const DATA_URL = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;
export const ProofImage = z
  .string()
  .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64, 'size')
  .regex(DATA_URL, 'pattern')
  .refine((v) => {
    const b64 = DATA_URL.exec(v)?.[2] ?? '';
    const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
    return (b64.length * 3) / 4 - padding <= MAX_IMAGE_BYTES;
  }, 'size');
export type ProofImage = z.infer<typeof ProofImage>;

/** `?page=&pageSize=` on every list; pageSize at most 100. */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

export const IdParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export type IdParam = z.infer<typeof IdParam>;

// ---------------------------------------------------------------- deposit (depositv2)

export const ChannelType = z.enum(['BANK', 'GATEWAY']);
export type ChannelType = z.infer<typeof ChannelType>;

export const BankPayee = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string(),
  instructions: z.string(),
});
export type BankPayee = z.infer<typeof BankPayee>;

export const DepositChannel = z.object({
  id: z.string(),
  type: ChannelType,
  name: z.string(),
  minAmount: Amount,
  maxAmount: Amount,
  /** BANK only: where the member sends the money. */
  bank: BankPayee.nullable(),
  /** GATEWAY only: the provider adapter, e.g. DEMOPAY. */
  provider: z.string().nullable(),
});
export type DepositChannel = z.infer<typeof DepositChannel>;

/** GET /wps/cashier/deposit/channels: enabled channels in the operator's order. */
export const DepositChannelList = z.object({ channels: z.array(DepositChannel) });
export type DepositChannelList = z.infer<typeof DepositChannelList>;

/** Deposits with a proof image waiting for the operator: at most 3 per member (PENDING_DEPOSITS_LIMIT). */
export const MAX_PENDING_PROOF_DEPOSITS = 3;

/**
 * POST /wps/cashier/deposits. BANK: payerName and proofImage required (the member transferred
 * first, then shows the slip). GATEWAY: the answer carries `payUrl` to open. The proof must be a
 * PNG or JPEG by its bytes (else VALIDATION_FAILED, proofImage 'invalid'); a member with
 * MAX_PENDING_PROOF_DEPOSITS pending deposits with proofs gets PENDING_DEPOSITS_LIMIT.
 */
export const CreateDepositRequest = z.object({
  channelId: z.string().regex(/^\d{1,18}$/),
  amount: PositiveAmount,
  payerName: z.string().trim().min(1).max(100).optional(),
  reference: z.string().trim().max(100).optional(),
  proofImage: ProofImage.optional(),
  idempotencyKey: IdempotencyKey,
});
export type CreateDepositRequest = z.infer<typeof CreateDepositRequest>;

export const DepositStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type DepositStatus = z.infer<typeof DepositStatus>;

export const Deposit = z.object({
  id: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  type: ChannelType,
  amount: Amount,
  status: DepositStatus,
  payerName: z.string().nullable(),
  reference: z.string().nullable(),
  hasProof: z.boolean(),
  rejectReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Deposit = z.infer<typeof Deposit>;

export const CreateDepositResponse = z.object({
  deposit: Deposit,
  /** GATEWAY: the provider's payment page (DEMOPAY: the web's developer page /dev/pay/:depositId). */
  payUrl: z.string().nullable(),
});
export type CreateDepositResponse = z.infer<typeof CreateDepositResponse>;

/** GET /wps/cashier/deposits: own deposits, newest first. */
export const DepositListQuery = PageQuery.extend({ status: DepositStatus.optional() });
export type DepositListQuery = z.infer<typeof DepositListQuery>;
export const DepositList = pageOf(Deposit);
export type DepositList = z.infer<typeof DepositList>;
/** GET /wps/cashier/deposits/:id/proof answers the image bytes (owner or operator token), not the envelope. */
export const DepositProof = z.custom<Uint8Array>((v) => v instanceof Uint8Array);
export type DepositProof = z.infer<typeof DepositProof>;

/**
 * POST /wps/cashier/gateway/:provider/callback: the provider's own JSON, HMAC-signed over its raw
 * bytes in `x-<provider>-signature` (read raw, parsed by the provider's adapter). A refused
 * callback is FORBIDDEN; an accepted one answers the deposit's status.
 */
export const GatewayProviderParam = z.object({ provider: z.string() });
export type GatewayProviderParam = z.infer<typeof GatewayProviderParam>;
export const GatewayCallbackAnswer = z.object({ status: DepositStatus.optional() });
export type GatewayCallbackAnswer = z.infer<typeof GatewayCallbackAnswer>;

/** POST /wps/dev/pay/:depositId (MESSAGE_PROVIDER=outbox only): the fake gateway pays or fails. */
export const DevPayRequest = z.object({ result: z.enum(['PAID', 'FAILED']).default('PAID') });
export type DevPayRequest = z.infer<typeof DevPayRequest>;
export const DevPayResponse = z.object({ status: DepositStatus });
export type DevPayResponse = z.infer<typeof DevPayResponse>;

// ---------------------------------------------------------------- withdraw

/** Bound payout accounts: at most 3 per member. */
export const MAX_BANK_ACCOUNTS = 3;
export const BankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last 4 digits are ever sent back. */
  accountNumberMasked: z.string(),
  branch: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type BankAccount = z.infer<typeof BankAccount>;
/** GET /wps/cashier/bank-accounts */
export const BankAccountList = z.object({ accounts: z.array(BankAccount) });
export type BankAccountList = z.infer<typeof BankAccountList>;
/** The payment password as typed into a money form (checked with argon2 on the server, never stored). */
export const PaymentPasswordInput = z.string().min(1).max(64);
export type PaymentPasswordInput = z.infer<typeof PaymentPasswordInput>;

/**
 * POST /wps/cashier/bank-accounts (LIMIT_EXCEEDED above 3); DELETE /wps/cashier/bank-accounts/:id.
 * Binding a payout account asks for the payment password like a withdrawal (issue 12): a stolen
 * session alone can't add an account to pay out to. PAYMENT_PASSWORD_REQUIRED / _INCORRECT.
 */
export const BindBankAccountRequest = z.object({
  bankName: z.string().trim().min(2).max(100),
  accountName: z.string().trim().min(2).max(100),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{4,34}$/),
  branch: z.string().trim().max(100).optional(),
  paymentPassword: PaymentPasswordInput,
});
export type BindBankAccountRequest = z.infer<typeof BindBankAccountRequest>;

/** GET /wps/cashier/withdraw/info: everything the withdraw page shows before the form. */
export const WithdrawInfo = z.object({
  balance: Amount,
  /** Reserved by pending withdrawals. */
  held: Amount,
  available: Amount,
  /** available minus what the turnover rule still locks. */
  withdrawableNow: Amount,
  lockedByTurnover: Amount,
  turnoverRequired: Amount,
  turnoverDone: Amount,
  minAmount: Amount,
  maxAmount: Amount,
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  hasPaymentPassword: z.boolean(),
  accounts: z.array(BankAccount),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;

/**
 * POST /wps/cashier/withdrawals. Errors: PAYMENT_PASSWORD_REQUIRED / _INCORRECT, LIMIT_EXCEEDED,
 * INSUFFICIENT_BALANCE, TURNOVER_NOT_MET. The amount is held at once (available drops).
 */
export const CreateWithdrawalRequest = z.object({
  bankAccountId: z.string().regex(/^\d{1,18}$/),
  amount: PositiveAmount,
  paymentPassword: PaymentPasswordInput,
  idempotencyKey: IdempotencyKey,
});
export type CreateWithdrawalRequest = z.infer<typeof CreateWithdrawalRequest>;

export const WithdrawalStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatus>;
/** Spec section 4: all, partly or not received; AUTO = nothing said within the operator's N minutes. */
export const ReceiptResult = z.enum(['ALL', 'PARTIAL', 'NONE', 'AUTO']);
export type ReceiptResult = z.infer<typeof ReceiptResult>;

export const Withdrawal = z.object({
  id: z.string(),
  amount: Amount,
  status: WithdrawalStatus,
  bankName: z.string(),
  accountName: z.string(),
  accountNumberMasked: z.string(),
  rejectReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** APPROVED and not yet confirmed: the time it counts as received. */
  confirmDeadline: z.iso.datetime().nullable(),
  receipt: ReceiptResult.nullable(),
  receiptRemaining: Amount.nullable(),
  receiptAt: z.iso.datetime().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/** GET /wps/cashier/withdrawals: own withdrawals, newest first. */
export const WithdrawalListQuery = PageQuery.extend({ status: WithdrawalStatus.optional() });
export type WithdrawalListQuery = z.infer<typeof WithdrawalListQuery>;
export const WithdrawalList = pageOf(Withdrawal);
export type WithdrawalList = z.infer<typeof WithdrawalList>;

/** Spec section 4: a "not received" answer carries 1 to 3 proof images. */
export const MAX_RECEIPT_PROOFS = 3;
export const ReceiptRemark = z.string().max(140);
export type ReceiptRemark = z.infer<typeof ReceiptRemark>;

/** POST /wps/cashier/withdrawals/:id/receipt (spec section 4). PARTIAL and NONE open an operator case. */
export const ConfirmReceiptRequest = z.discriminatedUnion('result', [
  z.object({ result: z.literal('ALL') }),
  z.object({
    result: z.literal('PARTIAL'),
    remainingAmount: PositiveAmount,
    remark: ReceiptRemark.optional(),
  }),
  z.object({
    result: z.literal('NONE'),
    proofImages: z.array(ProofImage).min(1).max(MAX_RECEIPT_PROOFS),
    remark: ReceiptRemark.optional(),
  }),
]);
export type ConfirmReceiptRequest = z.infer<typeof ConfirmReceiptRequest>;

// ---------------------------------------------------------------- wallet mode

/** GET /wps/relay/GCS_merchantWallet (spec section 3 "Wallet: isSingle"). */
export const MerchantWallet = z.object({ isSingle: z.boolean() });
export type MerchantWallet = z.infer<typeof MerchantWallet>;

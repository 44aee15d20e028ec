import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the cashier: channels, deposits, withdrawals, bank accounts, messages (migration 0003). */
type Id = Generated<string>;
/** int8 comes back as a string; repositories turn it into bigint. */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableMinor = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface BankPayeeJson {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  instructions: string;
}

export interface DepositChannelsTable {
  id: Id;
  type: 'BANK' | 'GATEWAY';
  name: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  min_amount: Minor;
  max_amount: Minor;
  bank: Json<BankPayeeJson | null> | null;
  provider: string | null;
  secret: string | null;
  created_at: Generated<Date>;
}

export interface DepositsTable {
  id: Id;
  member_id: string;
  channel_id: string;
  amount: Minor;
  currency: string;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
  payer_name: string | null;
  reference: string | null;
  proof: Buffer | null;
  proof_mime: string | null;
  reject_reason: string | null;
  idempotency_key: string;
  counts_for_turnover: Generated<boolean>;
  ledger_tx_id: string | null;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface BankAccountsTable {
  id: Id;
  member_id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  branch: string | null;
  removed_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface WithdrawalsTable {
  id: Id;
  member_id: string;
  bank_account_id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  amount: Minor;
  currency: string;
  status: Generated<'PENDING' | 'APPROVED' | 'REJECTED'>;
  hold_id: string | null;
  ledger_tx_id: string | null;
  reject_reason: string | null;
  idempotency_key: string;
  decided_by: string | null;
  decided_at: NullableTimestamp;
  confirm_deadline: NullableTimestamp;
  receipt: 'ALL' | 'PARTIAL' | 'NONE' | 'AUTO' | null;
  receipt_remaining: NullableMinor;
  receipt_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface ReceiptCasesTable {
  id: Id;
  withdrawal_id: string;
  member_id: string;
  result: 'PARTIAL' | 'NONE';
  remaining_amount: NullableMinor;
  remark: string | null;
  resolved_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface ReceiptProofsTable {
  id: Id;
  case_id: string;
  mime: string;
  data: Buffer;
}

export interface TransfersTable {
  id: Id;
  from_member: string;
  to_member: string;
  direction: 'upline' | 'downline';
  amount: Minor;
  ledger_tx_id: string;
  memo: string | null;
  created_at: Generated<Date>;
}

export interface MessagesTable {
  id: Id;
  member_id: string;
  kind: string;
  params: Json<Record<string, string>>;
  read_at: NullableTimestamp;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PaymentPasswordsTable {
  member_id: string;
  hash: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EmailCodesTable {
  id: Id;
  member_id: string;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CashierTables {
  deposit_channels: DepositChannelsTable;
  deposits: DepositsTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  receipt_cases: ReceiptCasesTable;
  receipt_proofs: ReceiptProofsTable;
  transfers: TransfersTable;
  messages: MessagesTable;
  payment_passwords: PaymentPasswordsTable;
  email_codes: EmailCodesTable;
}

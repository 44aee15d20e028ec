import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the double-entry ledger and the real-time outbox (migration 0002). */
type Int8 = ColumnType<string, string | bigint, never>;
type NullableInt8 = ColumnType<string | null, string | bigint | null | undefined, never>;
type Json<T> = ColumnType<T, string, never>;

/** Append-only: no UPDATE type on purpose (a trigger refuses it too). */
export interface LedgerTransactionsTable {
  id: Generated<string>;
  scope: string;
  idem_key: string;
  request_hash: string;
  kind: string;
  memo: string | null;
  reference_type: string | null;
  reference_id: string | null;
  reverses_id: NullableInt8;
  response: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  transaction_id: Int8;
  account_id: Int8;
  amount: Int8;
  balance_after: NullableInt8;
  account_version: NullableInt8;
  created_at: Generated<Date>;
}

export interface LedgerHoldsTable {
  id: ColumnType<string, string, never>;
  account_id: ColumnType<string, string, never>;
  amount: ColumnType<string, string | bigint, never>;
  status: ColumnType<'pending' | 'posted' | 'voided', 'pending' | undefined, 'posted' | 'voided'>;
  closed_by: ColumnType<string | null, undefined, string>;
  created_at: Generated<Date>;
  closed_at: ColumnType<Date | null, undefined, Date | string>;
}

export interface OutboxEventsTable {
  id: Generated<string>;
  member_id: ColumnType<string, string, never>;
  type: string;
  payload: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface LedgerTables {
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_holds: LedgerHoldsTable;
  outbox_events: OutboxEventsTable;
}

import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the game wallet (migration 0005; decision 051). */
type Money = ColumnType<string, string | bigint | undefined, string | bigint>;
type JsonObject = Record<string, unknown>;

export type RoundRowStatus = 'OPEN' | 'SETTLED' | 'REFUNDED';
export type WalletTxKind = 'BET' | 'WIN' | 'ROLLBACK' | 'TOMBSTONE' | 'SETTLE';

export interface GameRoundsTable {
  id: Generated<string>;
  vendor_code: string;
  round_id: string;
  member_id: string;
  game_code: string;
  game_type: string | null;
  currency: string;
  account_kind: 'cash' | 'play';
  stake: Money;
  payout: Money;
  refunded: Money;
  status: ColumnType<RoundRowStatus, RoundRowStatus | undefined, RoundRowStatus>;
  needs_reconcile: Generated<boolean>;
  detail: ColumnType<JsonObject | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface GameWalletTxsTable {
  id: Generated<string>;
  vendor_code: string;
  tx_id: string;
  kind: WalletTxKind;
  round_row_id: string | null;
  member_id: string;
  amount: Money;
  reference_tx_id: string | null;
  request_hash: string;
  answer: ColumnType<JsonObject, string, string>;
  ledger_tx_id: string | null;
  created_at: Generated<Date>;
}

export interface GameWalletTables {
  game_rounds: GameRoundsTable;
  game_wallet_txs: GameWalletTxsTable;
}

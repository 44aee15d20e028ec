import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the crash game (migration 0008; docs/decisions/053-crash-loop.md). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type NullableInt8 = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type CrashPhaseColumn = 'WAITING' | 'BETTING' | 'RUNNING' | 'CRASHED';
export type CrashBetStatus = 'QUEUED' | 'ACTIVE' | 'CASHED_OUT' | 'LOST' | 'REFUSED';

export interface CrashChainsTable {
  id: Generated<string>;
  seed: string;
  length: number;
  terminal_hash: string;
  salt: string;
  created_at: Generated<Date>;
}

export interface CrashRoundsTable {
  id: Int8;
  chain_id: Int8;
  game_number: number;
  game_hash: string;
  crash_cents: Int8;
  phase: CrashPhaseColumn;
  starts_at: NullableTimestamp;
  started_at: NullableTimestamp;
  cap_cents: NullableInt8;
  crashed_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface CrashBetsTable {
  id: Generated<string>;
  round_id: Int8;
  member_id: Int8;
  player_name: string;
  request_id: string;
  tx_id: string;
  amount: Int8;
  auto_cashout_cents: NullableInt8;
  status: CrashBetStatus;
  cashout_cents: NullableInt8;
  payout: NullableInt8;
  created_at: Generated<Date>;
  joined_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  /** Set with the payout's game-wallet credit; null on a closed bet = payout owed (migration 0010). */
  paid_at: NullableTimestamp;
}

export interface CrashTables {
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
}

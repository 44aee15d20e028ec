import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the in-house originals and the jackpot (migration 0006). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type NullableInt8 = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
type Json<T> = ColumnType<T, string, string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type SinglePlayerGame = 'dice' | 'limbo' | 'plinko' | 'slot' | 'mines';
export type RoundStatus = 'settled' | 'playing' | 'busted' | 'cashed-out';

export interface PlayerSeedsTable {
  id: Generated<string>;
  member_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  next_server_seed: string;
  next_server_seed_hash: string;
  active: Generated<boolean>;
  created_at: Generated<Date>;
  revealed_at: NullableTimestamp;
}

export interface RoundStep {
  kind: string;
  time: string;
  data: Record<string, unknown>;
}

export interface OriginalsRoundsTable {
  id: ColumnType<string, string, never>;
  member_id: string;
  game: SinglePlayerGame;
  request_id: string;
  seed_id: string;
  nonce: number;
  money: 'cash' | 'play';
  currency: string;
  amount: Int8;
  payout: Int8;
  multiplier_bps: Int8;
  jackpot_win: NullableInt8;
  status: RoundStatus;
  params: Json<Record<string, unknown>>;
  result: Json<Record<string, unknown>>;
  steps: Json<RoundStep[]>;
  balance_after: Int8;
  created_at: Generated<Date>;
  ended_at: NullableTimestamp;
}

export interface OriginalsLimitsTable {
  game: SinglePlayerGame | 'crash';
  min_bet: Int8;
  max_bet: Int8;
  bet_step: Int8;
  max_payout: Int8;
}

export interface JackpotPoolsTable {
  code: string;
  name: string;
  seed_minor: Int8;
  cap_minor: Int8;
  contribution_bps: number;
  cycle: Generated<number>;
  currency: string | null;
  /** The meter when the running cycle started; the live meter adds sum(shards) - base_scaled (0014). */
  meter_scaled: Int8;
  base_scaled: Int8;
  reserve_scaled: Int8;
  trigger_minor: NullableInt8;
  draw_seed: string | null;
  commitment: string | null;
  started_at: NullableTimestamp;
}

/** Cumulative contributions per shard, never reset (migration 0014, decision 073). */
export interface JackpotMeterShardsTable {
  pool_code: string;
  shard: number;
  contributed_scaled: Int8;
}

export interface JackpotHitsTable {
  id: Generated<string>;
  pool_code: string;
  cycle: number;
  member_id: string;
  round_ref: string;
  currency: string;
  amount: Int8;
  trigger_minor: Int8;
  draw_seed: string;
  commitment: string;
  created_at: Generated<Date>;
}

export interface OriginalsTables {
  player_seeds: PlayerSeedsTable;
  originals_rounds: OriginalsRoundsTable;
  originals_limits: OriginalsLimitsTable;
  jackpot_pools: JackpotPoolsTable;
  jackpot_meter_shards: JackpotMeterShardsTable;
  jackpot_hits: JackpotHitsTable;
}

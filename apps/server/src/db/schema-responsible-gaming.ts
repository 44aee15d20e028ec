import type { ColumnType } from 'kysely';

/** Kysely types of responsible gaming (migration 0032; decision 107). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface RgSettingsTable {
  member_id: Int8;
  limits: ColumnType<unknown, string | undefined, string>;
  reality_check_minutes: ColumnType<number, number | undefined, number>;
  exclusion_type: 'TIME_OUT' | 'SELF_EXCLUSION' | null;
  excluded_until: NullableTimestamp;
  updated_at: Timestamp;
}

export interface RgPeriodTotalsTable {
  member_id: Int8;
  period: 'DAY' | 'WEEK' | 'MONTH';
  period_start: ColumnType<string, string, string>;
  deposited: Int8;
  wagered: Int8;
  returned: Int8;
}

export interface ResponsibleGamingTables {
  rg_settings: RgSettingsTable;
  rg_period_totals: RgPeriodTotalsTable;
}

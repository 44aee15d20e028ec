import type { ColumnType, Generated } from 'kysely';

/** Kysely types of two-step verification, TOTP and step-up (migration 0031; decision 103). */
type Int8 = ColumnType<string, string | bigint, string | bigint>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface MemberKnownIpsTable {
  member_id: Int8;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface LoginChallengesTable {
  id_hash: string;
  member_id: Int8;
  ip: string;
  user_agent: string | null;
  weak_password: boolean;
  used_temporary_password: boolean;
  email_code_hash: string | null;
  email_sent_at: NullableTimestamp;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface TwoStepFailuresTable {
  id: Generated<string>;
  member_id: Int8;
  created_at: Timestamp;
}

export interface TotpFactorsTable {
  member_id: Int8;
  secret_sealed: string;
  confirmed_at: NullableTimestamp;
  last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: Generated<string>;
  member_id: Int8;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface StepUpsTable {
  session_id: Int8;
  verified_at: Timestamp;
}

export interface TwoStepTables {
  member_known_ips: MemberKnownIpsTable;
  login_challenges: LoginChallengesTable;
  two_step_failures: TwoStepFailuresTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  step_ups: StepUpsTable;
}

import type { ColumnType, Generated } from 'kysely';
import type { AgentTables } from './schema-agent.ts';
import type { CashierTables } from './schema-cashier.ts';
import type { CatalogueTables } from './schema-catalogue.ts';
import type { CommsTables } from './schema-comms.ts';
import type { CrashTables } from './schema-crash.ts';
import type { GameWalletTables } from './schema-game-wallet.ts';
import type { LedgerTables } from './schema-ledger.ts';
import type { OidcTables } from './schema-oidc.ts';
import type { OriginalsTables } from './schema-originals.ts';
import type { ResponsibleGamingTables } from './schema-responsible-gaming.ts';
import type { TwoStepTables } from './schema-two-step.ts';

/** Row types of migrations/. Repositories map them to domain objects; they never leave a repository. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** pg returns int8 as a string; we keep it a string and convert to bigint where arithmetic happens. */
type Id = Generated<string>;
type Json<T> = ColumnType<T, string, string>;

export interface MembersTable {
  id: Id;
  username: string;
  password_hash: string | null;
  type: number;
  status: Generated<'active' | 'disabled'>;
  parent_id: string | null;
  referrer_id: string | null;
  referral_code: string | null;
  nickname: string | null;
  email: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  payee_name: string | null;
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  profile: ColumnType<Record<string, string>, string | undefined, string>;
  must_change_password: Generated<boolean>;
  password_changed_at: Generated<Date>;
  last_login_at: NullableTimestamp;
  created_at: Generated<Date>;
  /** Migration 0016: an agent locked this member's betting. */
  betting_locked: Generated<boolean>;
}

export interface AffiliateCodesTable {
  code: string;
  agent_id: string;
  domain: string | null;
  active: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface LedgerAccountsTable {
  id: Id;
  member_id: string | null;
  kind: 'cash' | 'play' | 'bonus' | 'points';
  currency: string;
  balance: ColumnType<string, string | bigint | undefined, string | bigint>;
  version: ColumnType<string, string | bigint | undefined, string | bigint>;
  /** Ledger (migration 0002): system accounts have a code instead of a member. */
  system_code: string | null;
  allow_negative: Generated<boolean>;
  held: ColumnType<string, string | bigint | undefined, string | bigint>;
  created_at: Generated<Date>;
}

export interface OperatorsTable {
  id: Id;
  username: string;
  password_hash: string;
  must_change_password: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  id: Id;
  token_hash: string;
  subject_kind: 'member' | 'operator';
  subject_id: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface LoginFailuresTable {
  id: Id;
  username_lower: string;
  ip: string;
  created_at: Generated<Date>;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  ip: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface SmsCodesTable {
  id: Id;
  purpose: 'login' | 'register' | 'forgot' | 'two_step';
  phone: string;
  code_hash: string;
  ip: string;
  delivered: boolean;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface PasswordResetsTable {
  id: Id;
  member_id: string;
  temp_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface DevOutboxTable {
  id: Id;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Generated<Date>;
}

export interface RegistrationRulesTable {
  field: string;
  enabled: boolean;
  required: boolean;
  pattern_id: number;
  min_length: number;
  max_length: number;
}

export interface HelpSectionsTable {
  id: string;
  lang: string;
  sort: number;
  title: string;
  content: string;
}

export interface ServerKeysTable {
  id: string;
  kid: string;
  private_jwk: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Id;
  operator_id: string | null;
  action: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: Generated<Date>;
}

/**
 * Tables by area, so modules built in parallel never edit the same interface: the ledger's tables
 * live in schema-ledger.ts and the cashier's in schema-cashier.ts.
 */
export interface Database
  extends FoundationTables,
    LedgerTables,
    CashierTables,
    CatalogueTables,
    GameWalletTables,
    OriginalsTables,
    CrashTables,
    AgentTables,
    ResponsibleGamingTables,
    TwoStepTables,
    OidcTables,
    CommsTables {}

export interface FoundationTables {
  members: MembersTable;
  affiliate_codes: AffiliateCodesTable;
  ledger_accounts: LedgerAccountsTable;
  operators: OperatorsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  password_resets: PasswordResetsTable;
  dev_outbox: DevOutboxTable;
  settings: SettingsTable;
  registration_rules: RegistrationRulesTable;
  help_sections: HelpSectionsTable;
  server_keys: ServerKeysTable;
  audit_log: AuditLogTable;
}

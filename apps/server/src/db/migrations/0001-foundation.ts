import { type Kysely, sql } from 'kysely';

/**
 * Foundation schema: accounts, sessions, anti-automation state, operator settings and the wallet
 * account rows the coming double-entry ledger builds on (docs/architecture.md "Money: the ledger").
 * Timestamps are timestamptz; ids are bigint identities (sent to clients as strings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE members (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      username text NOT NULL,
      password_hash text,
      type smallint NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
      parent_id bigint REFERENCES members(id),
      referrer_id bigint REFERENCES members(id),
      referral_code text,
      nickname text,
      email text,
      mobile_num text,
      country_dialing_code text,
      payee_name text,
      birthday date,
      profile jsonb NOT NULL DEFAULT '{}'::jsonb,
      must_change_password boolean NOT NULL DEFAULT false,
      password_changed_at timestamptz NOT NULL DEFAULT now(),
      last_login_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX members_username_lower ON members (lower(username));
    CREATE UNIQUE INDEX members_mobile ON members (country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
    CREATE UNIQUE INDEX members_referral_code ON members (upper(referral_code)) WHERE referral_code IS NOT NULL;
    CREATE INDEX members_parent ON members (parent_id);

    CREATE TABLE affiliate_codes (
      code text PRIMARY KEY CHECK (code = upper(code)),
      agent_id bigint NOT NULL REFERENCES members(id),
      domain text,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- One row per wallet account; the ledger issue adds entries and a constraint trigger on top.
    CREATE TABLE ledger_accounts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint REFERENCES members(id),
      kind text NOT NULL CHECK (kind IN ('cash', 'play')),
      currency char(3) NOT NULL,
      balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
      version bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, kind, currency)
    );

    CREATE TABLE operators (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      username text NOT NULL,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX operators_username_lower ON operators (lower(username));

    -- Only sha256(token) is stored (docs/decisions/011-sessions.md).
    CREATE TABLE sessions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      subject_kind text NOT NULL CHECK (subject_kind IN ('member', 'operator')),
      subject_id bigint NOT NULL,
      ip text,
      user_agent text,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_subject ON sessions (subject_kind, subject_id) WHERE revoked_at IS NULL;

    CREATE TABLE login_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      username_lower text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_failures_user ON login_failures (username_lower, created_at);
    CREATE INDEX login_failures_ip ON login_failures (ip, created_at);

    CREATE TABLE captchas (
      id text PRIMARY KEY,
      answer_hash text NOT NULL,
      ip text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX captchas_ip ON captchas (ip, created_at);

    CREATE TABLE sms_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('login', 'register', 'forgot')),
      phone text NOT NULL,
      code_hash text NOT NULL,
      ip text NOT NULL,
      delivered boolean NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at);
    CREATE INDEX sms_codes_ip ON sms_codes (ip, created_at);

    -- Temporary passwords from "forgot by e-mail": they never replace the real one (013).
    CREATE TABLE password_resets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      temp_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_resets_member ON password_resets (member_id, created_at);

    CREATE TABLE dev_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      recipient text NOT NULL,
      subject text,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- Operator settings live in the database so every process sees a change at once.
    CREATE TABLE settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE registration_rules (
      field text PRIMARY KEY,
      enabled boolean NOT NULL,
      required boolean NOT NULL,
      pattern_id int NOT NULL,
      min_length int NOT NULL CHECK (min_length >= 0),
      max_length int NOT NULL CHECK (max_length >= 1)
    );

    CREATE TABLE help_sections (
      id text NOT NULL,
      lang text NOT NULL,
      sort int NOT NULL,
      title text NOT NULL,
      content text NOT NULL,
      PRIMARY KEY (id, lang)
    );

    CREATE TABLE server_keys (
      id text PRIMARY KEY,
      kid text NOT NULL,
      private_jwk jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      operator_id bigint REFERENCES operators(id),
      action text NOT NULL,
      before jsonb,
      after jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE audit_log, server_keys, help_sections, registration_rules, settings, dev_outbox,
      password_resets, sms_codes, captchas, login_failures, sessions, operators, ledger_accounts,
      affiliate_codes, members;
  `.execute(db);
}

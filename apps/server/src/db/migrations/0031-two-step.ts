import { type Kysely, sql } from 'kysely';

/**
 * Two-step login, the authenticator app (TOTP), step-up and sessions (issue 17; decisions 103, 104).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- IPs a member has logged in from. The login checks (member_id, ip) on the primary key: one
    -- index probe on the hot path. IPv4-mapped IPv6 addresses are stored as plain IPv4.
    CREATE TABLE member_known_ips (
      member_id bigint NOT NULL REFERENCES members(id),
      ip text NOT NULL,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, ip)
    );

    -- A login waiting for its second step. Only sha256 of the challenge token is stored; the row
    -- carries what the session will need (portal, password flags) and the e-mail code if one was sent.
    CREATE TABLE login_challenges (
      id_hash text PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      ip text NOT NULL,
      user_agent text,
      weak_password boolean NOT NULL,
      used_temporary_password boolean NOT NULL,
      email_code_hash text,
      email_sent_at timestamptz,
      attempts int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX login_challenges_expires ON login_challenges (expires_at);

    -- Every wrong second-step code (login, step-up, turning TOTP off): after too many in the window
    -- the member is locked out of second steps for a while (decision 103).
    CREATE TABLE two_step_failures (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX two_step_failures_member ON two_step_failures (member_id, created_at);

    -- The authenticator secret, sealed to the server key (JWE, modules/keys). confirmed_at is null
    -- while enrolling; last_step is the last time step accepted, so a code is never accepted twice.
    CREATE TABLE totp_factors (
      member_id bigint PRIMARY KEY REFERENCES members(id),
      secret_sealed text NOT NULL,
      confirmed_at timestamptz,
      last_step bigint,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- Single-use recovery codes, salted hashes only.
    CREATE TABLE recovery_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      code_hash text NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX recovery_codes_member ON recovery_codes (member_id) WHERE used_at IS NULL;

    -- A fresh second factor proven on a session (step-up), valid a few minutes for money leaving.
    CREATE TABLE step_ups (
      session_id bigint PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
      verified_at timestamptz NOT NULL
    );

    -- SMS codes for the login's second step and for step-up.
    ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check;
    ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check
      CHECK (purpose IN ('login', 'register', 'forgot', 'two_step'));

    -- "Log out the others" and the sessions list read a member's live sessions newest first.
    CREATE INDEX sessions_subject_seen ON sessions (subject_kind, subject_id, last_seen_at DESC)
      WHERE revoked_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX sessions_subject_seen;
    DELETE FROM sms_codes WHERE purpose = 'two_step';
    ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check;
    ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check
      CHECK (purpose IN ('login', 'register', 'forgot'));
    DROP TABLE step_ups, recovery_codes, totp_factors, two_step_failures, login_challenges, member_known_ips;
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Cashier: deposit channels and deposits, bound bank accounts, withdrawals with their receipt
 * confirmations (spec section 4), member transfers, the member inbox (messageV2), payment passwords
 * and e-mail binding codes. Money itself lives only in the ledger (0002); these rows say why it moved.
 * Amounts are bigint minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE deposit_channels (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('BANK', 'GATEWAY')),
      name text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      sort int NOT NULL DEFAULT 0,
      min_amount bigint NOT NULL CHECK (min_amount > 0),
      max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
      bank jsonb,
      provider text,
      -- HMAC key of the gateway's signed callbacks; never leaves the server.
      secret text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((type = 'BANK' AND bank IS NOT NULL) OR (type = 'GATEWAY' AND provider IS NOT NULL AND secret IS NOT NULL))
    );

    CREATE TABLE deposits (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      channel_id bigint NOT NULL REFERENCES deposit_channels(id),
      amount bigint NOT NULL CHECK (amount > 0),
      currency char(3) NOT NULL,
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      payer_name text,
      reference text,
      proof bytea,
      proof_mime text,
      reject_reason text,
      idempotency_key text NOT NULL,
      -- false only for the demo's opening balance, so the demo can withdraw without playing first.
      counts_for_turnover boolean NOT NULL DEFAULT true,
      ledger_tx_id text,
      decided_by bigint REFERENCES operators(id),
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, idempotency_key)
    );
    CREATE INDEX deposits_member ON deposits (member_id, id DESC);
    CREATE INDEX deposits_status ON deposits (status, id DESC);

    CREATE TABLE bank_accounts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      bank_name text NOT NULL,
      account_name text NOT NULL,
      account_number text NOT NULL,
      branch text,
      removed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX bank_accounts_member ON bank_accounts (member_id) WHERE removed_at IS NULL;

    CREATE TABLE withdrawals (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      bank_account_id bigint NOT NULL REFERENCES bank_accounts(id),
      -- A copy of the payee at request time: removing the bound account later changes nothing.
      bank_name text NOT NULL,
      account_name text NOT NULL,
      account_number text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      currency char(3) NOT NULL,
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      hold_id text,
      ledger_tx_id text,
      reject_reason text,
      idempotency_key text NOT NULL,
      decided_by bigint REFERENCES operators(id),
      decided_at timestamptz,
      confirm_deadline timestamptz,
      receipt text CHECK (receipt IN ('ALL', 'PARTIAL', 'NONE', 'AUTO')),
      receipt_remaining bigint,
      receipt_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, idempotency_key)
    );
    CREATE INDEX withdrawals_member ON withdrawals (member_id, id DESC);
    CREATE INDEX withdrawals_status ON withdrawals (status, id DESC);
    CREATE INDEX withdrawals_unconfirmed ON withdrawals (confirm_deadline)
      WHERE status = 'APPROVED' AND receipt IS NULL;

    CREATE TABLE receipt_cases (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      withdrawal_id bigint NOT NULL UNIQUE REFERENCES withdrawals(id),
      member_id bigint NOT NULL REFERENCES members(id),
      result text NOT NULL CHECK (result IN ('PARTIAL', 'NONE')),
      remaining_amount bigint,
      remark text,
      resolved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE receipt_proofs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      case_id bigint NOT NULL REFERENCES receipt_cases(id),
      mime text NOT NULL,
      data bytea NOT NULL
    );

    CREATE TABLE transfers (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      from_member bigint NOT NULL REFERENCES members(id),
      to_member bigint NOT NULL REFERENCES members(id),
      direction text NOT NULL CHECK (direction IN ('upline', 'downline')),
      amount bigint NOT NULL CHECK (amount > 0),
      ledger_tx_id text NOT NULL UNIQUE,
      memo text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX transfers_from ON transfers (from_member, id DESC);
    CREATE INDEX transfers_to ON transfers (to_member, id DESC);

    -- Spec section 3 "Messages": kind + params; the web translates.
    CREATE TABLE messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      kind text NOT NULL,
      params jsonb NOT NULL DEFAULT '{}'::jsonb,
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX messages_member ON messages (member_id, id DESC);
    CREATE INDEX messages_unread ON messages (member_id) WHERE read_at IS NULL;

    CREATE TABLE payment_passwords (
      member_id bigint PRIMARY KEY REFERENCES members(id),
      hash text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE email_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      email text NOT NULL,
      code_hash text NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX email_codes_member ON email_codes (member_id, created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE email_codes, payment_passwords, messages, transfers, receipt_proofs, receipt_cases,
      withdrawals, bank_accounts, deposits, deposit_channels;
  `.execute(db);
}

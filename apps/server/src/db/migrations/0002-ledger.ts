import { type Kysely, sql } from 'kysely';

/**
 * The double-entry ledger and the real-time outbox (docs/decisions/030-ledger.md, 031-realtime-outbox.md;
 * reference: reliability-and-security.md 1.4). The database itself refuses unbalanced or mixed-currency
 * transactions, overdrawn member accounts, and any UPDATE or DELETE of posted history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Accounts: a member's (cached balance + version, locked per movement) or a system account
    -- (no cached balance: its balance is the sum of its entries, so hot house accounts are never locked).
    ALTER TABLE ledger_accounts
      ADD COLUMN system_code text CHECK (system_code IN ('house', 'payment_clearing', 'withdrawal_clearing',
        'vendor_clearing', 'promotion_expense', 'agent_payable', 'jackpot_pool', 'play_money_issuer')),
      ADD COLUMN allow_negative boolean NOT NULL DEFAULT false,
      ADD COLUMN held bigint NOT NULL DEFAULT 0 CHECK (held >= 0),
      DROP CONSTRAINT ledger_accounts_balance_check,
      ADD CONSTRAINT ledger_accounts_available CHECK (allow_negative OR balance - held >= 0),
      ADD CONSTRAINT ledger_accounts_owner CHECK ((member_id IS NULL) = (system_code IS NOT NULL));
    CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (system_code, kind, currency)
      WHERE system_code IS NOT NULL;

    -- One row per movement, hold and hold release: the idempotency claim and the stored answer.
    CREATE TABLE ledger_transactions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      scope text NOT NULL CHECK (length(scope) BETWEEN 1 AND 100),
      idem_key text NOT NULL CHECK (length(idem_key) BETWEEN 1 AND 255),
      request_hash text NOT NULL,
      kind text NOT NULL,
      memo text,
      reference_type text,
      reference_id text,
      reverses_id bigint REFERENCES ledger_transactions(id),
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (scope, idem_key)
    );
    -- A movement is turned around at most once.
    CREATE UNIQUE INDEX ledger_transactions_reverses_once ON ledger_transactions (reverses_id)
      WHERE reverses_id IS NOT NULL;
    CREATE INDEX ledger_transactions_reference ON ledger_transactions (reference_type, reference_id)
      WHERE reference_type IS NOT NULL;

    CREATE TABLE ledger_entries (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
      account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      amount bigint NOT NULL CHECK (amount <> 0),
      -- Member accounts only; system accounts carry no running balance (hot-account rule).
      balance_after bigint,
      account_version bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (account_id, account_version)
    );
    CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);
    CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);

    -- Checked at commit, once every entry of the transaction is in.
    CREATE FUNCTION ledger_check_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      total numeric;
      kinds int;
    BEGIN
      SELECT coalesce(sum(e.amount), 0), count(DISTINCT (a.currency, a.kind)) INTO total, kinds
        FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.transaction_id = NEW.transaction_id;
      IF total <> 0 THEN
        RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %)', NEW.transaction_id, total
          USING ERRCODE = '23514', CONSTRAINT = 'ledger_balanced';
      END IF;
      IF kinds > 1 THEN
        RAISE EXCEPTION 'ledger transaction % mixes currencies or play and real money', NEW.transaction_id
          USING ERRCODE = '23514', CONSTRAINT = 'ledger_one_currency';
      END IF;
      RETURN NULL;
    END $$;
    CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction();

    -- Posted history is append-only: corrections are new, reversing transactions.
    CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = '42501';
    END $$;
    CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
    CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
    CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
    CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
      FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

    -- Reservations (withdrawals): pending -> posted | voided, once. The amount sits in the account's held.
    CREATE TABLE ledger_holds (
      id bigint PRIMARY KEY REFERENCES ledger_transactions(id),
      account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      amount bigint NOT NULL CHECK (amount > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'posted', 'voided')),
      closed_by bigint REFERENCES ledger_transactions(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz,
      CHECK ((status = 'pending') = (closed_by IS NULL))
    );
    CREATE INDEX ledger_holds_account ON ledger_holds (account_id) WHERE status = 'pending';

    -- Events written in the same transaction as their cause; id is the event's seq on the socket.
    CREATE TABLE outbox_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL,
      type text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX outbox_events_member ON outbox_events (member_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE outbox_events, ledger_holds, ledger_entries, ledger_transactions;
    DROP FUNCTION ledger_append_only(), ledger_check_transaction();
    DROP INDEX ledger_accounts_system;
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_owner, DROP CONSTRAINT ledger_accounts_available,
      DROP COLUMN held, DROP COLUMN allow_negative, DROP COLUMN system_code,
      ADD CONSTRAINT ledger_accounts_balance_check CHECK (balance >= 0);
  `.execute(db);
}

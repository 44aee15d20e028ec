import { type Kysely, sql } from 'kysely';

/**
 * Contracts between an upline and a direct downline (issue 14; docs/decisions/085 and 086):
 *  - contracts: one row per version. Its terms (parties, kind, period, tiers, zone) can never be
 *    updated (trigger); only the state moves. A change of terms is a new version (version + 1 for
 *    the same member and kind). At most one version in force and one offer waiting per member and
 *    kind (partial unique indexes). upline_id NULL is the house (a top-level agent's contract).
 *  - contract_audit: every action on a version, with actor, time and IP.
 *  - contract_statements: one per contract version and period (UNIQUE), so a settlement run twice,
 *    or by two processes at once, writes one statement; its payment's ledger key is the statement
 *    id, so it is paid once. Dividends carry a negative result forward (carry_out <= 0).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contracts (
      id bigserial PRIMARY KEY,
      upline_id bigint REFERENCES members(id),
      member_id bigint NOT NULL REFERENCES members(id),
      kind text NOT NULL CHECK (kind IN ('dividend', 'dailySalary', 'hourSalary', 'realtimeSalary')),
      version int NOT NULL CHECK (version > 0),
      period text CHECK (period IN ('Daily', 'Weekly', 'Semimonthly', 'Monthly')),
      tiers jsonb NOT NULL,
      max_rate int NOT NULL CHECK (max_rate BETWEEN 0 AND 10000),
      tz_offset_minutes smallint NOT NULL
        CHECK (tz_offset_minutes % 60 = 0 AND tz_offset_minutes BETWEEN -720 AND 840),
      state text NOT NULL
        CHECK (state IN ('newRequest', 'terminationRequest', 'accepted', 'rejected', 'terminated')),
      termination_by text CHECK (termination_by IN ('upline', 'member')),
      created_at timestamptz NOT NULL DEFAULT now(),
      signed_at timestamptz,
      ended_at timestamptz,
      UNIQUE (member_id, kind, version),
      CHECK ((kind = 'dividend') = (period IS NOT NULL)),
      CHECK (upline_id IS DISTINCT FROM member_id)
    );
    CREATE UNIQUE INDEX contracts_one_in_force ON contracts (member_id, kind)
      WHERE state IN ('accepted', 'terminationRequest');
    CREATE UNIQUE INDEX contracts_one_offer ON contracts (member_id, kind) WHERE state = 'newRequest';
    CREATE INDEX contracts_upline ON contracts (upline_id, kind);
    CREATE INDEX contracts_settling ON contracts (kind) WHERE state IN ('accepted', 'terminationRequest', 'terminated');

    CREATE FUNCTION contracts_terms_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (NEW.upline_id, NEW.member_id, NEW.kind, NEW.version, NEW.period, NEW.tiers, NEW.max_rate,
          NEW.tz_offset_minutes, NEW.created_at)
         IS DISTINCT FROM
         (OLD.upline_id, OLD.member_id, OLD.kind, OLD.version, OLD.period, OLD.tiers, OLD.max_rate,
          OLD.tz_offset_minutes, OLD.created_at) THEN
        RAISE EXCEPTION 'contract % terms are immutable: offer a new version', OLD.id;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER contracts_terms_immutable BEFORE UPDATE ON contracts
      FOR EACH ROW EXECUTE FUNCTION contracts_terms_immutable();

    CREATE TABLE contract_audit (
      id bigserial PRIMARY KEY,
      contract_id bigint NOT NULL REFERENCES contracts(id),
      action text NOT NULL CHECK (action IN ('offer', 'sign', 'reject', 'requestTermination',
        'acceptTermination', 'declineTermination', 'supersede')),
      actor_id bigint REFERENCES members(id),
      ip text,
      at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX contract_audit_contract ON contract_audit (contract_id, id);

    CREATE TABLE contract_statements (
      id bigserial PRIMARY KEY,
      contract_id bigint NOT NULL REFERENCES contracts(id),
      member_id bigint NOT NULL REFERENCES members(id),
      upline_id bigint REFERENCES members(id),
      kind text NOT NULL,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL CHECK (period_end > period_start),
      label text NOT NULL,
      valid_bet bigint NOT NULL,
      payout bigint NOT NULL,
      active_members int NOT NULL,
      bonuses bigint NOT NULL DEFAULT 0,
      platform_fee bigint NOT NULL DEFAULT 0,
      carry_in bigint NOT NULL DEFAULT 0 CHECK (carry_in <= 0),
      carry_out bigint NOT NULL DEFAULT 0 CHECK (carry_out <= 0),
      tier_index int,
      rate int NOT NULL CHECK (rate BETWEEN 0 AND 10000),
      base bigint NOT NULL,
      amount bigint NOT NULL CHECK (amount >= 0),
      status text NOT NULL CHECK (status IN ('pending', 'paid')),
      message text CHECK (message IN ('uplineFunds', 'nothingDue', 'negativeCarried')),
      paid_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (contract_id, period_start),
      CHECK ((status = 'paid') = (paid_at IS NOT NULL))
    );
    CREATE INDEX contract_statements_member ON contract_statements (member_id, kind, period_start DESC);
    CREATE INDEX contract_statements_upline ON contract_statements (upline_id, kind, period_start DESC);
    CREATE INDEX contract_statements_pending ON contract_statements (id) WHERE status = 'pending';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE contract_statements;
    DROP TABLE contract_audit;
    DROP TABLE contracts;
    DROP FUNCTION contracts_terms_immutable();
  `.execute(db);
}

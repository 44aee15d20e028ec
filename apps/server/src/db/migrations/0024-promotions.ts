import { type Kysely, sql } from 'kysely';

/**
 * Promotions, bonus grants, applications and the reward centre (issue 16; decisions 090 and 091).
 *
 * Bonus money is a money kind of its own, 'bonus' (decision 090): a member's bonus account and the
 * house's promotion_expense account of kind 'bonus' meet only each other, so the ledger's one-kind
 * rule keeps bonus money from mixing with cash by accident. Releasing a bonus retires it (bonus ->
 * promotion_expense, kind bonus) and pays the same amount in cash (promotion_expense -> cash), two
 * movements in one database transaction. A bonus account's balance events are `bonus_balance`, so
 * the header (which shows `balance` events) never shows bonus money as cash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts DROP CONSTRAINT IF EXISTS ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('cash', 'play', 'bonus'));
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_bonus_main
      CHECK (kind <> 'bonus' OR vendor_code IS NULL);

    -- The operator's promotions: texts per language, the schedule, and the rules as data (decision 091).
    CREATE TABLE promotions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      category text NOT NULL CHECK (category IN ('WELCOME', 'DEPOSIT', 'CASHBACK', 'FREE_BET', 'SPECIAL')),
      type text NOT NULL CHECK (type IN ('DEPOSIT_MATCH', 'FIRST_DEPOSIT', 'CASHBACK', 'FREE_BET', 'SIGN_UP')),
      title jsonb NOT NULL,
      summary jsonb NOT NULL DEFAULT '{}',
      content jsonb NOT NULL DEFAULT '{}',
      image_url text,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz,
      enabled boolean NOT NULL DEFAULT true,
      sort int NOT NULL DEFAULT 0,
      rules jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at IS NULL OR ends_at > starts_at)
    );

    -- Every grant of bonus money. UNIQUE (promotion, member, period): a promotion pays a member once
    -- per period however many requests race (the loser of the insert answers the winner's bonus).
    CREATE TABLE bonuses (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      promotion_id bigint REFERENCES promotions(id),
      type text NOT NULL,
      period_key text NOT NULL,
      currency char(3) NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      wagering_required bigint NOT NULL CHECK (wagering_required >= 0),
      wagering_done bigint NOT NULL DEFAULT 0 CHECK (wagering_done >= 0),
      game_weights jsonb NOT NULL,
      forfeit_on_withdraw boolean NOT NULL,
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'RELEASED', 'FORFEITED', 'EXPIRED')),
      granted_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      closed_at timestamptz,
      CHECK ((status = 'ACTIVE') = (closed_at IS NULL))
    );
    CREATE UNIQUE INDEX bonuses_once_per_period ON bonuses (promotion_id, member_id, period_key)
      WHERE promotion_id IS NOT NULL;
    CREATE INDEX bonuses_member ON bonuses (member_id, id DESC);
    CREATE INDEX bonuses_active ON bonuses (expires_at) WHERE status = 'ACTIVE';

    -- Spec section 5: an application carries a remark (<= 140) and up to 3 png/jpg images (<= 5 MB).
    CREATE TABLE promotion_applications (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      promotion_id bigint NOT NULL REFERENCES promotions(id),
      member_id bigint NOT NULL REFERENCES members(id),
      period_key text NOT NULL,
      idempotency_key text NOT NULL,
      remark text NOT NULL CHECK (length(remark) <= 140),
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      review_note text,
      reviewed_by bigint REFERENCES operators(id),
      reviewed_at timestamptz,
      bonus_id bigint REFERENCES bonuses(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, idempotency_key)
    );
    -- One open application per member and promotion.
    CREATE UNIQUE INDEX promotion_applications_one_pending ON promotion_applications (promotion_id, member_id)
      WHERE status = 'PENDING';
    CREATE INDEX promotion_applications_status ON promotion_applications (status, id);
    CREATE INDEX promotion_applications_member ON promotion_applications (member_id, id DESC);

    CREATE TABLE promotion_application_images (
      application_id bigint NOT NULL REFERENCES promotion_applications(id),
      n smallint NOT NULL CHECK (n BETWEEN 0 AND 2),
      mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
      data bytea NOT NULL CHECK (octet_length(data) <= 5242880),
      PRIMARY KEY (application_id, n)
    );

    -- The reward centre: rewards waiting to be claimed (cashback at a period's end...). A claim
    -- turns CLAIMABLE into CLAIMED once (a conditional UPDATE), and grants the bonus.
    CREATE TABLE promotion_rewards (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      promotion_id bigint NOT NULL REFERENCES promotions(id),
      period_key text NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      status text NOT NULL DEFAULT 'CLAIMABLE' CHECK (status IN ('CLAIMABLE', 'CLAIMED', 'EXPIRED')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      claimed_at timestamptz,
      bonus_id bigint REFERENCES bonuses(id),
      UNIQUE (promotion_id, member_id, period_key)
    );
    CREATE INDEX promotion_rewards_member ON promotion_rewards (member_id, id DESC);
    CREATE INDEX promotion_rewards_claimable ON promotion_rewards (expires_at) WHERE status = 'CLAIMABLE';
  `.execute(db);

  // The ledger_move function (migrations 0012, 0015) names a member account's event by its vendor;
  // a bonus account's event becomes 'bonus_balance'. Patched in place so the rest of the function
  // stays whatever its latest migration made it; refuses to run if the text it patches is gone.
  await sql`
    DO $patch$
    DECLARE
      f record;
      def text;
      patched int := 0;
    BEGIN
      FOR f IN SELECT p.oid FROM pg_proc p WHERE p.proname = 'ledger_move' LOOP
        def := pg_get_functiondef(f.oid);
        IF position('CASE WHEN a.vendor_code IS NULL THEN ''balance''' IN def) > 0 THEN
          def := replace(def, 'CASE WHEN a.vendor_code IS NULL THEN ''balance''',
            'CASE WHEN a.kind = ''bonus'' THEN ''bonus_balance'' WHEN a.vendor_code IS NULL THEN ''balance''');
          EXECUTE def;
          patched := patched + 1;
        END IF;
      END LOOP;
      IF patched = 0 THEN
        RAISE EXCEPTION 'ledger_move: the balance event text to patch was not found';
      END IF;
    END $patch$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $patch$
    DECLARE
      f record;
      def text;
    BEGIN
      FOR f IN SELECT p.oid FROM pg_proc p WHERE p.proname = 'ledger_move' LOOP
        def := pg_get_functiondef(f.oid);
        def := replace(def, 'CASE WHEN a.kind = ''bonus'' THEN ''bonus_balance'' WHEN a.vendor_code IS NULL THEN ''balance''',
          'CASE WHEN a.vendor_code IS NULL THEN ''balance''');
        EXECUTE def;
      END LOOP;
    END $patch$;
    DROP TABLE promotion_rewards, promotion_application_images, promotion_applications, bonuses, promotions;
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_bonus_main;
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('cash', 'play'));
  `.execute(db);
}

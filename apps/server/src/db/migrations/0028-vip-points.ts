import { type Kysely, sql } from 'kysely';

/**
 * VIP levels and the points ledger + points mall (issue 16; decisions 099 and 100).
 *
 * Points are a ledger money kind of their own, 'points', in the pseudo-currency 'PTS' (decision
 * 100): a member's points account meets only promotion_expense[points], so the ledger's one-kind
 * rule, its idempotency keys, its row locks and its non-negative CHECK give points the same
 * guarantees as money. A points account's balance events are `points_balance`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ledger_accounts DROP CONSTRAINT IF EXISTS ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('cash', 'play', 'bonus', 'points'));
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_points_main
      CHECK (kind <> 'points' OR (vendor_code IS NULL AND currency = 'PTS'));

    -- The operator's VIP levels (decision 099): level 1 upwards, thresholds on cumulative valid bet
    -- and deposits, money paid on reaching a level and each month at it, and the keep rule.
    CREATE TABLE vip_levels (
      level int PRIMARY KEY CHECK (level BETWEEN 1 AND 50),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
      valid_bet bigint NOT NULL CHECK (valid_bet >= 0),
      deposit bigint NOT NULL CHECK (deposit >= 0),
      upgrade_bonus bigint NOT NULL CHECK (upgrade_bonus >= 0),
      monthly_bonus bigint NOT NULL CHECK (monthly_bonus >= 0),
      -- Keep the level while the last 90 days' valid bet reaches this (0: never downgraded).
      keep_valid_bet bigint NOT NULL CHECK (keep_valid_bet >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- Valid bet and deposits per member and UTC day, folded in by the vip.recompute job.
    CREATE TABLE vip_activity_days (
      member_id bigint NOT NULL REFERENCES members(id),
      day date NOT NULL,
      valid_bet bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
      deposit bigint NOT NULL DEFAULT 0 CHECK (deposit >= 0),
      PRIMARY KEY (member_id, day)
    );

    CREATE TABLE vip_members (
      member_id bigint PRIMARY KEY REFERENCES members(id),
      level int NOT NULL CHECK (level >= 0),
      changed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX vip_members_level ON vip_members (level) WHERE level > 0;

    -- The first time a member reached a level: its upgrade bonus is paid with this row, once.
    CREATE TABLE vip_levels_reached (
      member_id bigint NOT NULL REFERENCES members(id),
      level int NOT NULL,
      reached_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, level)
    );

    -- Every VIP payment: UPGRADE once per (member, level), MONTHLY once per (member, month).
    CREATE TABLE vip_payouts (
      member_id bigint NOT NULL REFERENCES members(id),
      kind text NOT NULL CHECK (kind IN ('UPGRADE', 'MONTHLY')),
      period text NOT NULL,
      level int NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      paid_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, kind, period)
    );

    -- How far settled activity has been folded in (the job's next run starts there), one row each.
    CREATE TABLE vip_watermark (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      done_until timestamptz NOT NULL
    );
    INSERT INTO vip_watermark (done_until) VALUES (now());
    CREATE TABLE points_watermark (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      done_until timestamptz NOT NULL
    );
    INSERT INTO points_watermark (done_until) VALUES (now());

    -- Points rates and conversion (decision 100), one row.
    CREATE TABLE points_config (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      config jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE points_goods (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
      description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
      image_url text,
      points bigint NOT NULL CHECK (points > 0),
      -- The goods' value in money, shown to the member.
      amount bigint NOT NULL CHECK (amount >= 0),
      -- Valid bet of the last 30 days the member needs to redeem it (0: none).
      amount_requirement bigint NOT NULL CHECK (amount_requirement >= 0),
      stock int NOT NULL CHECK (stock >= 0),
      enabled boolean NOT NULL DEFAULT true,
      sort int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE points_redemptions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      goods_id bigint NOT NULL REFERENCES points_goods(id),
      points bigint NOT NULL CHECK (points > 0),
      address jsonb NOT NULL,
      status text NOT NULL DEFAULT 'IN_PROCESS' CHECK (status IN ('IN_PROCESS', 'APPROVED', 'REJECTED')),
      idempotency_key text NOT NULL,
      review_note text,
      reviewed_by bigint REFERENCES operators(id),
      reviewed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, idempotency_key)
    );
    CREATE INDEX points_redemptions_member ON points_redemptions (member_id, id DESC);
    CREATE INDEX points_redemptions_status ON points_redemptions (status, id);
  `.execute(db);

  // ledger_move names a member account's event (migrations 0012, 0015, 0024): a points account's
  // becomes 'points_balance'. Patched in place like 0024 did; refuses to run if the text is gone.
  // The batched ledger_move_many (0027), where present, names events the same way: patched too.
  await sql`
    DO $patch$
    DECLARE
      f record;
      def text;
      patched int := 0;
    BEGIN
      FOR f IN SELECT p.oid, p.proname FROM pg_proc p WHERE p.proname IN ('ledger_move', 'ledger_move_many') LOOP
        def := pg_get_functiondef(f.oid);
        IF position('CASE WHEN a.kind = ''bonus'' THEN ''bonus_balance''' IN def) > 0 THEN
          def := replace(def, 'CASE WHEN a.kind = ''bonus'' THEN ''bonus_balance''',
            'CASE WHEN a.kind = ''points'' THEN ''points_balance'' WHEN a.kind = ''bonus'' THEN ''bonus_balance''');
          EXECUTE def;
          IF f.proname = 'ledger_move' THEN patched := patched + 1; END IF;
        ELSIF position('CASE WHEN a_kind[b.pos] = ''bonus'' THEN ''bonus_balance''' IN def) > 0 THEN
          def := replace(def, 'CASE WHEN a_kind[b.pos] = ''bonus'' THEN ''bonus_balance''',
            'CASE WHEN a_kind[b.pos] = ''points'' THEN ''points_balance'' WHEN a_kind[b.pos] = ''bonus'' THEN ''bonus_balance''');
          EXECUTE def;
        END IF;
      END LOOP;
      IF patched = 0 THEN
        RAISE EXCEPTION 'ledger_move: the bonus_balance event text to patch was not found';
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
      FOR f IN SELECT p.oid FROM pg_proc p WHERE p.proname IN ('ledger_move', 'ledger_move_many') LOOP
        def := pg_get_functiondef(f.oid);
        def := replace(def, 'CASE WHEN a.kind = ''points'' THEN ''points_balance'' WHEN a.kind = ''bonus''',
          'CASE WHEN a.kind = ''bonus''');
        def := replace(def, 'CASE WHEN a_kind[b.pos] = ''points'' THEN ''points_balance'' WHEN a_kind[b.pos] = ''bonus''',
          'CASE WHEN a_kind[b.pos] = ''bonus''');
        EXECUTE def;
      END LOOP;
    END $patch$;
    DROP TABLE points_redemptions, points_goods, points_config, points_watermark, vip_watermark, vip_payouts,
      vip_levels_reached, vip_members, vip_activity_days, vip_levels;
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_points_main;
    ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
      CHECK (kind IN ('cash', 'play', 'bonus'));
  `.execute(db);
}

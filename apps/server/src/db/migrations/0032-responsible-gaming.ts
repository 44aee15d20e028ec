import { type Kysely, sql } from 'kysely';

/**
 * Responsible gaming (issue 17; decision 107): a member's limits, reality check and exclusion in
 * one row, and running totals per calendar period that the money path updates in the movement's
 * own transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- One row per member who has set anything. limits: [{kind, period, amount, pending}] (amounts
    -- in minor units as strings; SESSION in minutes), parsed with zod by the repository.
    CREATE TABLE rg_settings (
      member_id bigint PRIMARY KEY REFERENCES members(id),
      limits jsonb NOT NULL DEFAULT '[]',
      reality_check_minutes int NOT NULL DEFAULT 0,
      exclusion_type text CHECK (exclusion_type IN ('TIME_OUT', 'SELF_EXCLUSION')),
      excluded_until timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((exclusion_type IS NULL) = (excluded_until IS NULL))
    );

    -- What a member deposited, staked and got back (wins, refunds) in one calendar period (DAY,
    -- WEEK, MONTH starting on period_start in the operator's zone). Kept only for members with a
    -- money limit; the row's lock orders that member's concurrent bets.
    CREATE TABLE rg_period_totals (
      member_id bigint NOT NULL REFERENCES members(id),
      period text NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
      period_start date NOT NULL,
      deposited bigint NOT NULL DEFAULT 0,
      wagered bigint NOT NULL DEFAULT 0,
      returned bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (member_id, period, period_start)
    );

    -- Every process caches members' settings and drops them on this NOTIFY, sent at commit by any
    -- write (service, script or test), like the session cache (decision 067).
    CREATE FUNCTION rg_settings_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('rg_cache', COALESCE(NEW.member_id, OLD.member_id)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER rg_settings_notify AFTER INSERT OR UPDATE OR DELETE ON rg_settings
      FOR EACH ROW EXECUTE FUNCTION rg_settings_notify();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE rg_period_totals;
    DROP TABLE rg_settings;
    DROP FUNCTION rg_settings_notify();
  `.execute(db);
}

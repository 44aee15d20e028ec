import { type Kysely, sql } from 'kysely';

/**
 * Refer and earn and the manual rebate (issue 16; docs/decisions/102-referral-and-manual-rebate.md).
 * Rules and rates are operator settings (settings keys `referral` and `rebate`), not tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Where a member was seen: the device id their browser sent and the IP address, at sign-up and
    -- on the referral page. A referee seen on one of the referrer's devices or IPs is refused.
    CREATE TABLE member_sightings (
      member_id bigint NOT NULL REFERENCES members(id),
      kind text NOT NULL CHECK (kind IN ('DEVICE', 'IP')),
      value text NOT NULL,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, kind, value)
    );
    CREATE INDEX member_sightings_value ON member_sightings (kind, value);

    -- One row per referee (a member is referred once): judged at sign-up (device, IP), by the
    -- 'referral.rewards' job while PENDING (payout account, deposit, bets), paid once.
    CREATE TABLE referrals (
      referee_id bigint PRIMARY KEY REFERENCES members(id),
      referrer_id bigint NOT NULL REFERENCES members(id),
      status text NOT NULL DEFAULT 'PENDING'
        CHECK (status IN ('PENDING', 'PAID', 'REFUSED', 'EXPIRED', 'CAPPED')),
      reason text CHECK (reason IN ('SAME_DEVICE', 'SAME_IP', 'SAME_PAYOUT_ACCOUNT')),
      device_id text,
      ip text,
      reward bigint CHECK (reward > 0),
      currency char(3),
      ledger_tx_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      deadline timestamptz NOT NULL,
      decided_at timestamptz,
      CHECK (referee_id <> referrer_id),
      CHECK ((status = 'REFUSED') = (reason IS NOT NULL)),
      CHECK ((status = 'PAID') = (reward IS NOT NULL AND ledger_tx_id IS NOT NULL))
    );
    CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at DESC);
    CREATE INDEX referrals_pending ON referrals (created_at) WHERE status = 'PENDING';

    -- Manual rebate claims: one per member and period (the unique index is the last guard; claims
    -- also queue on a per-member advisory lock). The window is (from_at, to_at]: the next claim
    -- starts where this one ended, so no bet counts twice.
    CREATE TABLE rebate_claims (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      period_key text NOT NULL,
      idempotency_key text NOT NULL,
      from_at timestamptz NOT NULL,
      to_at timestamptz NOT NULL,
      lines jsonb NOT NULL,
      total bigint NOT NULL CHECK (total > 0),
      currency char(3) NOT NULL,
      ledger_tx_id text NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      CHECK (to_at > from_at),
      UNIQUE (member_id, period_key)
    );
    CREATE INDEX rebate_claims_member ON rebate_claims (member_id, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS rebate_claims, referrals, member_sightings`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Missions, leaderboards, the reward centre's own rewards, red-envelope rains and raffles (issue 16;
 * decision 101). Every payout is once-only by a unique key on its row, and its money moves through
 * the ledger under a key derived from that row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Rewards waiting in the reward centre (missions, leaderboard prizes, raffle prizes, red
    -- envelopes). UNIQUE (source_key, member): issuing twice writes one row; a claim turns
    -- CLAIMABLE into CLAIMED once (a conditional UPDATE) and pays in the same transaction.
    CREATE TABLE rewards (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members(id),
      source text NOT NULL CHECK (source IN ('MISSION', 'LEADERBOARD', 'RAFFLE', 'RED_ENVELOPE')),
      source_key text NOT NULL,
      title jsonb NOT NULL,
      currency char(3) NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      status text NOT NULL DEFAULT 'CLAIMABLE' CHECK (status IN ('CLAIMABLE', 'CLAIMED')),
      created_at timestamptz NOT NULL DEFAULT now(),
      claimed_at timestamptz,
      UNIQUE (source_key, member_id)
    );
    -- A leaderboard or raffle prize's key names its period and rank: one winner per rank, even if
    -- the ranking were read differently by a second run.
    CREATE UNIQUE INDEX rewards_one_winner_per_rank ON rewards (source_key)
      WHERE source IN ('LEADERBOARD', 'RAFFLE');
    CREATE INDEX rewards_member ON rewards (member_id, id DESC);
    CREATE INDEX rewards_claimable ON rewards (member_id) WHERE status = 'CLAIMABLE';

    -- Daily and weekly missions as operator data. target: minor units (BET_AMOUNT) or a count.
    CREATE TABLE missions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title jsonb NOT NULL,
      period text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
      kind text NOT NULL CHECK (kind IN ('BET_AMOUNT', 'PLAY_COUNT', 'WIN_STREAK')),
      game_type text,
      target bigint NOT NULL CHECK (target > 0),
      reward bigint NOT NULL CHECK (reward > 0),
      enabled boolean NOT NULL DEFAULT true,
      sort int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE mission_progress (
      mission_id bigint NOT NULL REFERENCES missions(id),
      member_id bigint NOT NULL REFERENCES members(id),
      period_key text NOT NULL,
      progress bigint NOT NULL CHECK (progress >= 0),
      completed_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (mission_id, member_id, period_key)
    );
    CREATE INDEX mission_progress_member ON mission_progress (member_id, period_key);
    -- The missions job reads the period's settled cash rounds in settlement order.
    CREATE INDEX game_rounds_settled_cash ON game_rounds (settled_at)
      WHERE status = 'SETTLED' AND account_kind = 'cash';

    -- Leaderboards by valid bet per period; prizes per rank in minor units.
    CREATE TABLE leaderboards (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title jsonb NOT NULL,
      period text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
      prizes bigint[] NOT NULL CHECK (cardinality(prizes) BETWEEN 1 AND 100),
      enabled boolean NOT NULL DEFAULT true,
      starts_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- Red-envelope rains: the split is drawn and stored when the rain is scheduled; its hash is
    -- public at once, the seed only after the window.
    CREATE TABLE red_envelope_rains (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title jsonb NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      currency char(3) NOT NULL,
      pool bigint NOT NULL CHECK (pool > 0),
      shares bigint[] NOT NULL CHECK (cardinality(shares) >= 1),
      seed text NOT NULL,
      split_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at > starts_at)
    );
    CREATE INDEX red_envelope_rains_window ON red_envelope_rains (ends_at);
    -- One grab per member per rain, one member per share.
    CREATE TABLE red_envelope_grabs (
      rain_id bigint NOT NULL REFERENCES red_envelope_rains(id),
      member_id bigint NOT NULL REFERENCES members(id),
      share_index int NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      grabbed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (rain_id, member_id),
      UNIQUE (rain_id, share_index)
    );

    -- Raffles: tickets from deposits and valid bet in the window, for members who joined
    -- (MCS2_claimRafflePromotion); drawn once at the end from the committed seed.
    CREATE TABLE raffles (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title jsonb NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      deposit_per_ticket bigint NOT NULL CHECK (deposit_per_ticket > 0),
      bet_per_ticket bigint NOT NULL CHECK (bet_per_ticket > 0),
      prizes bigint[] NOT NULL CHECK (cardinality(prizes) BETWEEN 1 AND 100),
      seed text NOT NULL,
      seed_hash text NOT NULL,
      drawn_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at > starts_at)
    );
    CREATE TABLE raffle_entries (
      raffle_id bigint NOT NULL REFERENCES raffles(id),
      member_id bigint NOT NULL REFERENCES members(id),
      joined_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (raffle_id, member_id)
    );
    CREATE TABLE raffle_winners (
      raffle_id bigint NOT NULL REFERENCES raffles(id),
      rank int NOT NULL,
      member_id bigint NOT NULL REFERENCES members(id),
      tickets int NOT NULL,
      PRIMARY KEY (raffle_id, rank)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX game_rounds_settled_cash;
    DROP TABLE raffle_winners, raffle_entries, raffles, red_envelope_grabs, red_envelope_rains,
      leaderboards, mission_progress, missions, rewards;
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Crash (issue "Crash"; docs/decisions/053-crash-loop.md): hash chains committed in advance, one
 * round at a time for the whole cluster, and the bets of each round. Any process answers HTTP from
 * these rows; only the leader (advisory lock) moves rounds through their phases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE crash_chains (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      -- The chain's secret first element h0: game n's hash is SHA-256 applied (length - n) times.
      -- Only the seed is stored; hashes are derived on demand from in-memory checkpoints.
      seed text NOT NULL,
      length int NOT NULL CHECK (length > 0),
      -- Published before the chain's first game; SHA-256 of game 1's hash.
      terminal_hash text NOT NULL UNIQUE,
      -- Public entropy mixed into every crash point of the chain (HMAC key).
      salt text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE crash_rounds (
      -- Assigned by the leader as previous + 1 (no gaps), so a bet queued for "the next round" knows it.
      id bigint PRIMARY KEY,
      chain_id bigint NOT NULL REFERENCES crash_chains(id),
      game_number int NOT NULL CHECK (game_number > 0),
      -- Secret until the round crashes; the API shows it only then.
      game_hash text NOT NULL,
      crash_cents bigint NOT NULL CHECK (crash_cents >= 100),
      -- WAITING: next round, takes queued bets; BETTING: countdown; RUNNING: multiplier grows; CRASHED.
      phase text NOT NULL CHECK (phase IN ('WAITING', 'BETTING', 'RUNNING', 'CRASHED')),
      starts_at timestamptz,
      started_at timestamptz,
      -- Multiplier (hundredths) at which every open bet is cashed out to keep the round under the payout cap.
      cap_cents bigint CHECK (cap_cents >= 100),
      crashed_at timestamptz,
      -- Every bet closed through the game wallet.
      settled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (chain_id, game_number)
    );
    -- Even two processes that both believed they lead could not run two rounds at once.
    CREATE UNIQUE INDEX crash_rounds_one_live ON crash_rounds ((true)) WHERE phase IN ('BETTING', 'RUNNING');
    CREATE UNIQUE INDEX crash_rounds_one_waiting ON crash_rounds ((true)) WHERE phase = 'WAITING';
    CREATE INDEX crash_rounds_unsettled ON crash_rounds (id) WHERE settled_at IS NULL;
    CREATE INDEX crash_rounds_history ON crash_rounds (id DESC) WHERE phase = 'CRASHED';

    CREATE TABLE crash_bets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      round_id bigint NOT NULL REFERENCES crash_rounds(id),
      member_id bigint NOT NULL REFERENCES members(id),
      -- Masked username as shown to other players.
      player_name text NOT NULL,
      -- The browser's id for the bet: a retry with the same id replays.
      request_id text NOT NULL,
      -- The game wallet's transaction id of the stake; the win is tx_id || ':win'.
      tx_id text NOT NULL UNIQUE,
      amount bigint NOT NULL CHECK (amount > 0),
      auto_cashout_cents bigint CHECK (auto_cashout_cents >= 101),
      -- QUEUED: waits for its round, not debited yet; REFUSED: could not be debited when it joined.
      status text NOT NULL CHECK (status IN ('QUEUED', 'ACTIVE', 'CASHED_OUT', 'LOST', 'REFUSED')),
      cashout_cents bigint,
      payout bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      joined_at timestamptz,
      settled_at timestamptz,
      UNIQUE (member_id, request_id),
      CHECK ((status = 'CASHED_OUT') = (cashout_cents IS NOT NULL))
    );
    CREATE UNIQUE INDEX crash_bets_one_per_round ON crash_bets (round_id, member_id) WHERE status <> 'REFUSED';
    CREATE INDEX crash_bets_round_status ON crash_bets (round_id, status);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE crash_bets; DROP TABLE crash_rounds; DROP TABLE crash_chains;`.execute(db);
}

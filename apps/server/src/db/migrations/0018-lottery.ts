import { type Kysely, sql } from 'kysely';

/**
 * Lottery (issue 15; docs/decisions/081-lottery-issues.md, 082-lottery-settlement.md).
 * - lottery_chains: one hash chain per self-drawn game and UTC day; the terminal hash is public
 *   before the day's first issue opens, the root stays secret (each issue's seed is revealed at its draw).
 * - lottery_issues: one row per draw. Stored status scheduled -> drawn -> settled, or voided;
 *   "open" and "closed" are scheduled issues inside or after [opens_at, closes_at).
 * - lottery_tickets / lottery_bets: a ticket (bet type + selection, a chase of N issues) is one
 *   bet row per issue; a bet is paid once because it leaves 'pending' once (the settle batch
 *   updates only pending rows and pays what it updated, in one transaction).
 * - lottery_exposure: the sum of the top payout per (issue, outcome key), capped in the upsert.
 * - lottery_results: official results entered by one operator and approved by another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE lottery_chains (
      game_code text NOT NULL,
      day date NOT NULL,
      length integer NOT NULL CHECK (length > 0),
      root_seed text NOT NULL,
      terminal_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (game_code, day)
    );

    CREATE TABLE lottery_issues (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      game_code text NOT NULL,
      issue text NOT NULL,
      day date NOT NULL,
      seq integer NOT NULL,
      opens_at timestamptz NOT NULL,
      closes_at timestamptz NOT NULL,
      draw_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'drawn', 'settled', 'voided')),
      seed text,
      commitment text,
      draw jsonb,
      result_source text CHECK (result_source IN ('seed', 'operator', 'feed')),
      drawn_at timestamptz,
      settled_at timestamptz,
      void_reason text,
      UNIQUE (game_code, issue),
      CHECK (opens_at <= closes_at AND closes_at <= draw_at)
    );
    CREATE INDEX lottery_issues_due ON lottery_issues (draw_at) WHERE status IN ('scheduled', 'drawn');
    CREATE INDEX lottery_issues_game_draw ON lottery_issues (game_code, draw_at);

    CREATE TABLE lottery_tickets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      member_id bigint NOT NULL REFERENCES members (id),
      idempotency_key text NOT NULL,
      request_hash text NOT NULL,
      game_code text NOT NULL,
      bet_type text NOT NULL,
      selection jsonb NOT NULL,
      units integer NOT NULL CHECK (units > 0),
      unit_stake bigint NOT NULL CHECK (unit_stake > 0),
      chase_length integer NOT NULL CHECK (chase_length > 0),
      stop_on_win boolean NOT NULL,
      total_stake bigint NOT NULL CHECK (total_stake > 0),
      ledger_tx_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (member_id, idempotency_key)
    );

    CREATE TABLE lottery_bets (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      ticket_id bigint NOT NULL REFERENCES lottery_tickets (id),
      issue_id bigint NOT NULL REFERENCES lottery_issues (id),
      member_id bigint NOT NULL,
      chase_index integer NOT NULL,
      stake bigint NOT NULL CHECK (stake > 0),
      payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost', 'refunded')),
      placed_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz,
      UNIQUE (ticket_id, issue_id)
    );
    CREATE INDEX lottery_bets_pending ON lottery_bets (issue_id, id) WHERE status = 'pending';
    CREATE INDEX lottery_bets_member ON lottery_bets (member_id, id DESC);
    CREATE INDEX lottery_bets_issue ON lottery_bets (issue_id);

    CREATE TABLE lottery_exposure (
      issue_id bigint NOT NULL REFERENCES lottery_issues (id),
      key text NOT NULL,
      payout bigint NOT NULL CHECK (payout >= 0),
      PRIMARY KEY (issue_id, key)
    );

    CREATE TABLE lottery_results (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      issue_id bigint NOT NULL REFERENCES lottery_issues (id),
      draw jsonb NOT NULL,
      entered_by bigint NOT NULL REFERENCES operators (id),
      entered_at timestamptz NOT NULL DEFAULT now(),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      decided_by bigint REFERENCES operators (id),
      decided_at timestamptz,
      reject_reason text,
      -- Nothing settles on one person's word (issue 15).
      CHECK (decided_by IS NULL OR decided_by <> entered_by)
    );
    CREATE UNIQUE INDEX lottery_results_live ON lottery_results (issue_id) WHERE status IN ('pending', 'approved');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE lottery_results;
    DROP TABLE lottery_exposure;
    DROP TABLE lottery_bets;
    DROP TABLE lottery_tickets;
    DROP TABLE lottery_issues;
    DROP TABLE lottery_chains;
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Agent report rollups (issue 13, docs/decisions/078-agent-report-rollups.md), kept by an
 * idempotent job that reads the ledger's immutable entries in time windows [current_to, horizon):
 *  - agent_member_hourly: per member, per UTC hour, per game type ('' for money rows): bets, valid
 *    bet, payout, deposits, withdrawals, first deposits and registrations;
 *  - agent_team_hourly: the same figures summed over each agent's whole downline (depth > 0), so a
 *    team total over a month reads at most 744 hours x game types, however large the team;
 *  - agent_first_deposits: each member's first deposit time (so it is counted once);
 *  - agent_rollup_state: the one watermark, `current_to`, which every report shows.
 * A BRIN index on ledger_entries.created_at lets the job read its window; BRIN is summarised
 * lazily, so the bet path pays next to nothing for it (decision 078).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE agent_member_hourly (
      member_id bigint NOT NULL REFERENCES members(id),
      hour timestamptz NOT NULL,
      game_type text NOT NULL,
      bet_count int NOT NULL DEFAULT 0,
      valid_bet bigint NOT NULL DEFAULT 0,
      payout bigint NOT NULL DEFAULT 0,
      deposits bigint NOT NULL DEFAULT 0,
      withdrawals bigint NOT NULL DEFAULT 0,
      first_deposits int NOT NULL DEFAULT 0,
      registrations int NOT NULL DEFAULT 0,
      PRIMARY KEY (member_id, hour, game_type)
    );
    CREATE TABLE agent_team_hourly (
      agent_id bigint NOT NULL REFERENCES members(id),
      hour timestamptz NOT NULL,
      game_type text NOT NULL,
      bet_count int NOT NULL DEFAULT 0,
      valid_bet bigint NOT NULL DEFAULT 0,
      payout bigint NOT NULL DEFAULT 0,
      deposits bigint NOT NULL DEFAULT 0,
      withdrawals bigint NOT NULL DEFAULT 0,
      first_deposits int NOT NULL DEFAULT 0,
      registrations int NOT NULL DEFAULT 0,
      PRIMARY KEY (agent_id, hour, game_type)
    );
    CREATE TABLE agent_first_deposits (
      member_id bigint PRIMARY KEY REFERENCES members(id),
      first_at timestamptz NOT NULL
    );
    CREATE TABLE agent_rollup_state (
      id smallint PRIMARY KEY CHECK (id = 1),
      current_to timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO agent_rollup_state (id, current_to) VALUES (1, '2000-01-01T00:00:00Z');
    CREATE INDEX ledger_entries_created_brin ON ledger_entries USING brin (created_at);
    CREATE INDEX members_created_brin ON members USING brin (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX members_created_brin;
    DROP INDEX ledger_entries_created_brin;
    DROP TABLE agent_rollup_state, agent_first_deposits, agent_team_hourly, agent_member_hourly;
  `.execute(db);
}

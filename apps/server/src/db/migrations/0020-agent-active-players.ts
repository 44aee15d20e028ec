import { type Kysely, sql } from 'kysely';

/**
 * Active players made additive (issue 13, docs/decisions/084-agent-active-players-and-demo-history.md).
 * "Distinct members of A's downline with a bet in a period" cannot be summed over hours or levels,
 * and counting it from the member rollup read every member-hour of a 100,000-member team (14 s).
 * Instead the rollup job records each member's FIRST bet of every day, ISO week and month (in the
 * reporting offset kept in agent_rollup_state, whole hours east of UTC), overall (game type '') and
 * per game type, in agent_member_active (insert ... ON CONFLICT DO NOTHING RETURNING), and adds one
 * player to agent_team_active for every ancestor of each newly recorded member through member_tree,
 * in the job's own transaction under its watermark, so a period's distinct count is one row.
 *
 * Also the closure index the per-downline reports need: one level below a node, index-only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX member_tree_level ON member_tree (ancestor_id, depth) INCLUDE (member_id);

    ALTER TABLE agent_rollup_state ADD COLUMN active_offset_minutes smallint NOT NULL DEFAULT 0
      CHECK (active_offset_minutes % 60 = 0 AND active_offset_minutes BETWEEN -720 AND 840);

    CREATE TABLE agent_member_active (
      member_id bigint NOT NULL REFERENCES members(id),
      kind text NOT NULL CHECK (kind IN ('day', 'week', 'month')),
      period_start date NOT NULL,
      game_type text NOT NULL,
      PRIMARY KEY (member_id, kind, period_start, game_type)
    );
    CREATE TABLE agent_team_active (
      agent_id bigint NOT NULL REFERENCES members(id),
      kind text NOT NULL CHECK (kind IN ('day', 'week', 'month')),
      period_start date NOT NULL,
      game_type text NOT NULL,
      players int NOT NULL CHECK (players >= 0),
      PRIMARY KEY (agent_id, kind, period_start, game_type)
    );

    -- What the rollups hold already (a database that ran 0017's job before this migration).
    WITH acts AS (
      SELECT DISTINCT h.member_id, k.kind, k.period_start, g.game_type
        FROM agent_member_hourly h
        CROSS JOIN LATERAL (SELECT (h.hour AT TIME ZONE 'UTC') AS local) l
        CROSS JOIN LATERAL (VALUES ('day', date_trunc('day', l.local)::date),
                                   ('week', date_trunc('week', l.local)::date),
                                   ('month', date_trunc('month', l.local)::date)) k(kind, period_start)
        CROSS JOIN LATERAL (VALUES (h.game_type), ('')) g(game_type)
       WHERE h.bet_count > 0 AND h.game_type <> ''
    ), fresh AS (
      INSERT INTO agent_member_active (member_id, kind, period_start, game_type)
      SELECT member_id, kind, period_start, game_type FROM acts
      RETURNING member_id, kind, period_start, game_type
    )
    INSERT INTO agent_team_active (agent_id, kind, period_start, game_type, players)
    SELECT t.ancestor_id, f.kind, f.period_start, f.game_type, count(*)
      FROM fresh f JOIN member_tree t ON t.member_id = f.member_id AND t.depth > 0
     GROUP BY 1, 2, 3, 4;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE agent_team_active, agent_member_active;
    ALTER TABLE agent_rollup_state DROP COLUMN active_offset_minutes;
    DROP INDEX member_tree_level;
  `.execute(db);
}

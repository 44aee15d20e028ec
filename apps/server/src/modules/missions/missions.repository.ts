import { MissionKind, MissionPeriod } from '@goldline/contract/missions';
import { sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/database.ts';
import type { LeaderboardRecord, MissionRecord, ProgressRecord } from './missions.types.ts';

/** The only SQL for missions, their progress and leaderboards (migration 0029). */

const LocalisedJson = z.record(z.string(), z.string());

interface MissionRow {
  id: string;
  title: unknown;
  period: string;
  kind: string;
  game_type: string | null;
  target: string;
  reward: string;
  enabled: boolean;
  sort: number;
  created_at: Date;
  completions: string;
}
const toMission = (r: MissionRow): MissionRecord => ({
  id: String(r.id),
  title: LocalisedJson.parse(r.title),
  period: MissionPeriod.parse(r.period),
  kind: MissionKind.parse(r.kind),
  gameType: r.game_type,
  target: BigInt(r.target),
  reward: BigInt(r.reward),
  enabled: r.enabled,
  sort: r.sort,
  createdAt: r.created_at,
  completions: Number(r.completions),
});

interface BoardRow {
  id: string;
  title: unknown;
  period: string;
  prizes: string[];
  enabled: boolean;
  starts_at: Date;
  created_at: Date;
}
const toBoard = (r: BoardRow): LeaderboardRecord => ({
  id: String(r.id),
  title: LocalisedJson.parse(r.title),
  period: MissionPeriod.parse(r.period),
  prizes: r.prizes.map((p) => BigInt(p)),
  enabled: r.enabled,
  startsAt: r.starts_at,
  createdAt: r.created_at,
});

export const missionsRepository = {
  async missions(db: Executor, onlyEnabled: boolean): Promise<MissionRecord[]> {
    const { rows } = await sql<MissionRow>`
      SELECT m.*, (SELECT count(*) FROM mission_progress p
                   WHERE p.mission_id = m.id AND p.completed_at IS NOT NULL) AS completions
      FROM missions m ${onlyEnabled ? sql`WHERE m.enabled` : sql``}
      ORDER BY m.sort, m.id`.execute(db);
    return rows.map(toMission);
  },

  async insertMission(
    db: Executor,
    m: Omit<MissionRecord, 'id' | 'createdAt' | 'completions'>,
  ): Promise<string> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO missions (title, period, kind, game_type, target, reward, enabled, sort)
      VALUES (${JSON.stringify(m.title)}, ${m.period}, ${m.kind}, ${m.gameType}, ${m.target}, ${m.reward},
        ${m.enabled}, ${m.sort})
      RETURNING id::text`.execute(db);
    return rows[0]!.id;
  },

  /** The mission as it stands, its row locked until the transaction ends (serialises edits). */
  async lockMission(db: Executor, id: string): Promise<MissionRecord | undefined> {
    const { rows } = await sql<MissionRow>`
      SELECT m.*, (SELECT count(*) FROM mission_progress p
                   WHERE p.mission_id = m.id AND p.completed_at IS NOT NULL) AS completions
      FROM missions m WHERE m.id = ${id} FOR UPDATE`.execute(db);
    return rows[0] && toMission(rows[0]);
  },

  async updateMission(
    db: Executor,
    id: string,
    m: Omit<MissionRecord, 'id' | 'createdAt' | 'completions'>,
  ): Promise<void> {
    await sql`
      UPDATE missions SET title = ${JSON.stringify(m.title)}, period = ${m.period}, kind = ${m.kind},
        game_type = ${m.gameType}, target = ${m.target}, reward = ${m.reward}, enabled = ${m.enabled},
        sort = ${m.sort}
      WHERE id = ${id}`.execute(db);
  },

  /** A member's progress rows for these (mission, period) pairs. */
  async progressOf(db: Executor, memberId: string, periodKeys: string[]): Promise<ProgressRecord[]> {
    const { rows } = await sql<{
      mission_id: string;
      member_id: string;
      period_key: string;
      progress: string;
      completed_at: Date | null;
      updated_at: Date;
    }>`
      SELECT * FROM mission_progress WHERE member_id = ${memberId} AND period_key = ANY(${periodKeys})`.execute(
      db,
    );
    return rows.map((r) => ({
      missionId: String(r.mission_id),
      memberId: String(r.member_id),
      periodKey: r.period_key,
      progress: BigInt(r.progress),
      completedAt: r.completed_at,
      updatedAt: r.updated_at,
    }));
  },

  /** Stores progress (only when it changed, so updated_at says when it last moved). */
  async upsertProgress(
    db: Executor,
    p: { missionId: string; memberId: string; periodKey: string; progress: bigint; at: Date },
  ): Promise<void> {
    await sql`
      INSERT INTO mission_progress (mission_id, member_id, period_key, progress, updated_at)
      VALUES (${p.missionId}, ${p.memberId}, ${p.periodKey}, ${p.progress}, ${p.at})
      ON CONFLICT (mission_id, member_id, period_key) DO UPDATE
        SET progress = EXCLUDED.progress, updated_at = EXCLUDED.updated_at
        WHERE mission_progress.progress <> EXCLUDED.progress`.execute(db);
  },

  /** Marks a mission done for the member's period once: true for the one caller that did it. */
  async complete(
    db: Executor,
    missionId: string,
    memberId: string,
    periodKey: string,
    at: Date,
  ): Promise<boolean> {
    const r = await sql`
      UPDATE mission_progress SET completed_at = ${at}
      WHERE mission_id = ${missionId} AND member_id = ${memberId} AND period_key = ${periodKey}
        AND completed_at IS NULL`.execute(db);
    return Number(r.numAffectedRows ?? 0n) > 0;
  },

  async boards(db: Executor, onlyEnabled: boolean): Promise<LeaderboardRecord[]> {
    const { rows } = await sql<BoardRow>`
      SELECT *, prizes::text[] AS prizes FROM leaderboards ${onlyEnabled ? sql`WHERE enabled` : sql``}
      ORDER BY id`.execute(db);
    return rows.map(toBoard);
  },

  async insertBoard(
    db: Executor,
    b: { title: Record<string, string>; period: string; prizes: bigint[]; enabled: boolean; startsAt: Date },
  ): Promise<string> {
    const { rows } = await sql<{ id: string }>`
      INSERT INTO leaderboards (title, period, prizes, enabled, starts_at)
      VALUES (${JSON.stringify(b.title)}, ${b.period}, ${b.prizes.map(String)}::bigint[], ${b.enabled}, ${b.startsAt})
      RETURNING id::text`.execute(db);
    return rows[0]!.id;
  },
};

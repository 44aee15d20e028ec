import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { SubjectKind } from '../../lib/client-meta.ts';

export type { SubjectKind };

export interface SessionRow {
  id: string;
  subjectKind: SubjectKind;
  subjectId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** The only SQL for sessions and login failures. */
export const sessionRepository = {
  async insert(
    db: Executor,
    s: {
      tokenHash: string;
      kind: SubjectKind;
      subjectId: string;
      ip: string;
      userAgent: string | null;
      now: Date;
      expiresAt: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('sessions')
      .values({
        token_hash: s.tokenHash,
        subject_kind: s.kind,
        subject_id: s.subjectId,
        ip: s.ip,
        user_agent: s.userAgent?.slice(0, 512) ?? null,
        created_at: s.now,
        last_seen_at: s.now,
        expires_at: s.expiresAt,
      })
      .execute();
  },

  async findByHash(db: Executor, tokenHash: string): Promise<SessionRow | null> {
    const r = await db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return r
      ? {
          id: r.id,
          subjectKind: r.subject_kind,
          subjectId: r.subject_id,
          createdAt: r.created_at,
          lastSeenAt: r.last_seen_at,
          expiresAt: r.expires_at,
          revokedAt: r.revoked_at,
        }
      : null;
  },

  async touch(db: Executor, id: string, now: Date): Promise<void> {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  },

  /** Several sessions' last_seen_at in one statement (the per-process batch of tokens.service.ts). */
  async touchMany(db: Executor, touches: { id: string; at: Date }[]): Promise<void> {
    if (touches.length === 0) return;
    const ids = touches.map((t) => t.id);
    const ats = touches.map((t) => t.at.toISOString());
    await sql`
      UPDATE sessions s SET last_seen_at = v.at
      FROM unnest(${ids}::bigint[], ${ats}::timestamptz[]) AS v(id, at)
      WHERE s.id = v.id AND s.last_seen_at < v.at`.execute(db);
  },

  /** Revokes one session; answers whose it was (null when it was unknown or already revoked). */
  async revoke(
    db: Executor,
    id: string,
    now: Date,
  ): Promise<{ kind: SubjectKind; subjectId: string } | null> {
    const row = await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning(['subject_kind', 'subject_id'])
      .executeTakeFirst();
    return row ? { kind: row.subject_kind, subjectId: row.subject_id } : null;
  },

  /** Revokes every live session of a subject except `keepId` (password change, reset). */
  async revokeAllFor(
    db: Executor,
    kind: SubjectKind,
    subjectId: string,
    now: Date,
    keepId?: string,
  ): Promise<number> {
    let q = db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('subject_kind', '=', kind)
      .where('subject_id', '=', subjectId)
      .where('revoked_at', 'is', null);
    if (keepId) q = q.where('id', '!=', keepId);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows);
  },

  /** A member's sessions not revoked nor past their absolute expiry, most recently used first. */
  async liveSessions(db: Executor, kind: SubjectKind, subjectId: string, now: Date, limit: number) {
    return db
      .selectFrom('sessions')
      .select([
        'id',
        'ip',
        'user_agent as userAgent',
        'created_at as createdAt',
        'last_seen_at as lastSeenAt',
      ])
      .where('subject_kind', '=', kind)
      .where('subject_id', '=', subjectId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .limit(limit)
      .execute();
  },

  async recordFailure(db: Executor, usernameLower: string, ip: string, now: Date): Promise<void> {
    await db
      .insertInto('login_failures')
      .values({ username_lower: usernameLower, ip, created_at: now })
      .execute();
  },

  async countFailures(
    db: Executor,
    since: Date,
    by: { usernameLower: string } | { ip: string },
  ): Promise<number> {
    let q = db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_at', '>', since);
    q = 'ip' in by ? q.where('ip', '=', by.ip) : q.where('username_lower', '=', by.usernameLower);
    const row = await q.executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async clearFailures(db: Executor, usernameLower: string): Promise<void> {
    await db.deleteFrom('login_failures').where('username_lower', '=', usernameLower).execute();
  },
};

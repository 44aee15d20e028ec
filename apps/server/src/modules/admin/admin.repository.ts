import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export const adminRepository = {
  async lockSettings(trx: Executor): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('admin:settings'))`.execute(trx);
  },

  async findOperator(db: Executor, username: string): Promise<{ id: string; passwordHash: string } | null> {
    const row = await db
      .selectFrom('operators')
      .select(['id', 'password_hash'])
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row ? { id: row.id, passwordHash: row.password_hash } : null;
  },

  async insertOperator(db: Executor, username: string, passwordHash: string): Promise<string> {
    const row = await db
      .insertInto('operators')
      .values({ username, password_hash: passwordHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async audit(
    db: Executor,
    e: { operatorId: string; action: string; before: unknown; after: unknown },
  ): Promise<void> {
    await db
      .insertInto('audit_log')
      .values({
        operator_id: e.operatorId,
        action: e.action,
        before: JSON.stringify(e.before),
        after: JSON.stringify(e.after),
      })
      .execute();
  },

  async latestAudit(db: Executor, limit: number) {
    return db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  },
};

import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export interface OperatorRecord {
  id: string;
  passwordHash: string;
  mustChangePassword: boolean;
}

const toOperator = (row: { id: string; password_hash: string; must_change_password: boolean }) => ({
  id: row.id,
  passwordHash: row.password_hash,
  mustChangePassword: row.must_change_password,
});

export const adminRepository = {
  async lockSettings(trx: Executor): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('admin:settings'))`.execute(trx);
  },

  async findOperator(db: Executor, username: string): Promise<OperatorRecord | null> {
    const row = await db
      .selectFrom('operators')
      .select(['id', 'password_hash', 'must_change_password'])
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row ? toOperator(row) : null;
  },

  async findOperatorById(db: Executor, id: string): Promise<OperatorRecord | null> {
    const row = await db
      .selectFrom('operators')
      .select(['id', 'password_hash', 'must_change_password'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toOperator(row) : null;
  },

  async insertOperator(
    db: Executor,
    username: string,
    passwordHash: string,
    opts: { mustChangePassword?: boolean } = {},
  ): Promise<string> {
    const row = await db
      .insertInto('operators')
      .values({
        username,
        password_hash: passwordHash,
        must_change_password: opts.mustChangePassword ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async hasOperators(db: Executor): Promise<boolean> {
    return (await db.selectFrom('operators').select('id').limit(1).executeTakeFirst()) !== undefined;
  },

  /** Serialises the first-operator bootstrap of processes starting together on an empty database. */
  async lockBootstrap(trx: Executor): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('admin:first-operator'))`.execute(trx);
  },

  async setOperatorPassword(db: Executor, id: string, passwordHash: string): Promise<void> {
    await db
      .updateTable('operators')
      .set({ password_hash: passwordHash, must_change_password: false })
      .where('id', '=', id)
      .execute();
  },

  async audit(
    db: Executor,
    e: { operatorId: string | null; action: string; before: unknown; after: unknown },
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
};

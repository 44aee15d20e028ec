import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { deleteInBatches } from '../../lib/batches.ts';

/**
 * SQL of the security centre: payment passwords, e-mail binding codes, and the two member columns
 * the centre binds (mobile, e-mail: written by member.repository.ts through the member records
 * service). Login history is read from `sessions` (one row per login).
 */
export const securityRepository = {
  /** Registration may already have stored one in the profile (member.service.ts); ours wins. */
  async paymentPasswordHash(db: Executor, memberId: string): Promise<string | null> {
    const row = await db
      .selectFrom('members')
      .leftJoin('payment_passwords as p', 'p.member_id', 'members.id')
      .select(['p.hash', sql<string | null>`members.profile->>'paymentPasswordHash'`.as('legacy')])
      .where('members.id', '=', memberId)
      .executeTakeFirst();
    return row?.hash ?? row?.legacy ?? null;
  },

  async setPaymentPassword(db: Executor, memberId: string, hash: string, at: Date): Promise<void> {
    await db
      .insertInto('payment_passwords')
      .values({ member_id: memberId, hash, updated_at: at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ hash, updated_at: at }))
      .execute();
  },

  async recentLogins(db: Executor, memberId: string, limit: number) {
    return db
      .selectFrom('sessions')
      .select(['created_at as createdAt', 'ip', 'user_agent as userAgent'])
      .where('subject_kind', '=', 'member')
      .where('subject_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  async insertEmailCode(
    db: Executor,
    c: { memberId: string; email: string; codeHash: string; at: Date; expiresAt: Date },
  ): Promise<void> {
    await db
      .insertInto('email_codes')
      .values({
        member_id: c.memberId,
        email: c.email,
        code_hash: c.codeHash,
        created_at: c.at,
        expires_at: c.expiresAt,
      })
      .execute();
  },

  async emailCodesSince(db: Executor, memberId: string, since: Date): Promise<number> {
    const { n } = await db
      .selectFrom('email_codes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(n);
  },

  async latestEmailCode(db: Executor, memberId: string, email: string, at: Date) {
    return db
      .selectFrom('email_codes')
      .select(['id', 'code_hash as codeHash', 'attempts'])
      .where('member_id', '=', memberId)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async addEmailAttempt(db: Executor, id: string): Promise<void> {
    await db
      .updateTable('email_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },

  /** E-mail codes that expired before `before`, used or not, in batches (cleanup job, decision 060). */
  async deleteExpiredEmailCodes(db: Db, before: Date): Promise<number> {
    return deleteInBatches(async (limit) => {
      const r = await db
        .deleteFrom('email_codes')
        .where('id', 'in', (eb) =>
          eb.selectFrom('email_codes').select('id').where('expires_at', '<', before).limit(limit),
        )
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    });
  },

  async useEmailCode(db: Executor, id: string, at: Date): Promise<boolean> {
    const row = await db
      .updateTable('email_codes')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
};

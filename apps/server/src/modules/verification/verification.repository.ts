import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import { deleteInBatches } from '../../lib/batches.ts';

/** two_step: the login's second step and step-up (decision 103). */
export type SmsPurpose = 'login' | 'register' | 'forgot' | 'two_step';

export const verificationRepository = {
  /** Serialises sends per phone so two concurrent requests cannot both pass the throttle. */
  async lockPhone(trx: Executor, phone: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`.execute(trx);
  },

  async sentSince(
    db: Executor,
    since: Date,
    by: { phone: string } | { ip: string },
  ): Promise<{ count: number; oldest: Date | null; newest: Date | null }> {
    let q = db
      .selectFrom('sms_codes')
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        eb.fn.min('created_at').as('oldest'),
        eb.fn.max('created_at').as('newest'),
      ])
      .where('created_at', '>', since);
    q = 'phone' in by ? q.where('phone', '=', by.phone) : q.where('ip', '=', by.ip);
    const r = await q.executeTakeFirstOrThrow();
    return {
      count: Number(r.n),
      oldest: r.oldest ? new Date(r.oldest) : null,
      newest: r.newest ? new Date(r.newest) : null,
    };
  },

  async insert(
    db: Executor,
    c: {
      purpose: SmsPurpose;
      phone: string;
      codeHash: string;
      ip: string;
      delivered: boolean;
      now: Date;
      expiresAt: Date;
    },
  ): Promise<void> {
    await db
      .insertInto('sms_codes')
      .values({
        purpose: c.purpose,
        phone: c.phone,
        code_hash: c.codeHash,
        ip: c.ip,
        delivered: c.delivered,
        created_at: c.now,
        expires_at: c.expiresAt,
      })
      .execute();
  },

  async latestActive(db: Executor, purpose: SmsPurpose, phone: string, now: Date) {
    return db
      .selectFrom('sms_codes')
      .select(['id', 'code_hash as codeHash', 'attempts'])
      .where('purpose', '=', purpose)
      .where('phone', '=', phone)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async addAttempt(db: Executor, id: string): Promise<void> {
    await db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },

  /** Codes that expired before `before`, used or not, in batches (cleanup job, decision 060). */
  async deleteExpired(db: Db, before: Date): Promise<number> {
    return deleteInBatches(async (limit) => {
      const r = await db
        .deleteFrom('sms_codes')
        .where('id', 'in', (eb) =>
          eb.selectFrom('sms_codes').select('id').where('expires_at', '<', before).limit(limit),
        )
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    });
  },

  async consume(db: Executor, id: string, now: Date): Promise<boolean> {
    const r = await db
      .updateTable('sms_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  },
};

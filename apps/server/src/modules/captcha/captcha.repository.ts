import type { Db, Executor } from '../../db/database.ts';
import { deleteInBatches } from '../../lib/batches.ts';

export const captchaRepository = {
  async insert(
    db: Executor,
    c: { id: string; answerHash: string; ip: string; expiresAt: Date },
  ): Promise<void> {
    await db
      .insertInto('captchas')
      .values({ id: c.id, answer_hash: c.answerHash, ip: c.ip, expires_at: c.expiresAt })
      .execute();
  },

  /** Marks the captcha used and returns its hash: single use, whether the answer turns out right or wrong. */
  async consume(db: Executor, id: string, now: Date): Promise<string | null> {
    const row = await db
      .updateTable('captchas')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('answer_hash')
      .executeTakeFirst();
    return row?.answer_hash ?? null;
  },

  /** Captchas that expired before `before`, in batches (run by the cleanup job, decision 060). */
  async deleteExpired(db: Db, before: Date): Promise<number> {
    return deleteInBatches(async (limit) => {
      const r = await db
        .deleteFrom('captchas')
        .where('id', 'in', (eb) =>
          eb.selectFrom('captchas').select('id').where('expires_at', '<', before).limit(limit),
        )
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    });
  },
};

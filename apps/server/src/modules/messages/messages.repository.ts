import type { OutboxMessage } from '@goldline/contract/dev-outbox';
import type { Executor } from '../../db/database.ts';

export const messagesRepository = {
  async insert(
    db: Executor,
    m: { channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string },
  ): Promise<void> {
    await db.insertInto('dev_outbox').values(m).execute();
  },

  async latest(db: Executor, limit: number): Promise<OutboxMessage[]> {
    const rows = await db.selectFrom('dev_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: r.created_at.toISOString(),
    }));
  },
};

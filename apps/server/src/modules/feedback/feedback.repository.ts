import type { FeedbackStatus } from '@goldline/contract/feedback';
import type { Executor } from '../../db/database.ts';

export interface FeedbackRecord {
  id: string;
  type: number;
  content: string;
  memberId: string | null;
  sender: string | null;
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
}

const columns = [
  'id',
  'type',
  'content',
  'member_id',
  'sender',
  'answer',
  'answered_at',
  'created_at',
] as const;

const toRecord = (r: {
  id: string;
  type: number;
  content: string;
  member_id: string | null;
  sender: string | null;
  answer: string | null;
  answered_at: Date | null;
  created_at: Date;
}): FeedbackRecord => ({
  id: r.id,
  type: r.type,
  content: r.content,
  memberId: r.member_id,
  sender: r.sender,
  answer: r.answer,
  answeredAt: r.answered_at,
  createdAt: r.created_at,
});

/** The only SQL for the `feedback` table (migration 0033). */
export const feedbackRepository = {
  async insert(
    db: Executor,
    f: {
      type: number;
      content: string;
      memberId: string | null;
      sender: string | null;
      ip: string;
      at: Date;
    },
  ): Promise<string> {
    const row = await db
      .insertInto('feedback')
      .values({
        type: f.type,
        content: f.content,
        member_id: f.memberId,
        sender: f.sender,
        ip: f.ip,
        created_at: f.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Feedback sent since `since` from this IP, or by this member from anywhere. */
  async countSince(db: Executor, by: { ip: string; memberId: string | null }, since: Date): Promise<number> {
    const row = await db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('created_at', '>=', since)
      .where((eb) =>
        by.memberId === null
          ? eb('ip', '=', by.ip)
          : eb.or([eb('ip', '=', by.ip), eb('member_id', '=', by.memberId)]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async page(
    db: Executor,
    q: { status?: FeedbackStatus; type?: number; limit: number; offset: number },
  ): Promise<{ rows: FeedbackRecord[]; total: number }> {
    let query = db.selectFrom('feedback');
    if (q.status) query = query.where('answer', q.status === 'OPEN' ? 'is' : 'is not', null);
    if (q.type !== undefined) query = query.where('type', '=', q.type);
    const rows = await query.select(columns).orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
    const { total } = await query
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows: rows.map(toRecord), total: Number(total) };
  },

  async lock(db: Executor, id: string): Promise<FeedbackRecord | null> {
    const row = await db
      .selectFrom('feedback')
      .select(columns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },

  async answer(
    db: Executor,
    a: { id: string; answer: string; operatorId: string; ip: string; at: Date },
  ): Promise<void> {
    await db
      .updateTable('feedback')
      .set({ answer: a.answer, answered_by: a.operatorId, answered_ip: a.ip, answered_at: a.at })
      .where('id', '=', a.id)
      .execute();
  },
};

import { MemberMessage, MessageKind } from '@goldline/contract/messages';
import type { Executor } from '../../db/database.ts';

export interface InboxRow {
  id: string;
  kind: MessageKind;
  params: Record<string, string>;
  readAt: Date | null;
  createdAt: Date;
}

/** The only SQL for the `messages` table (member inbox, spec "messageV2"). */
export const inboxRepository = {
  async insert(
    db: Executor,
    m: { memberId: string; kind: MessageKind; params: Record<string, string>; at: Date },
  ): Promise<InboxRow> {
    const row = await db
      .insertInto('messages')
      .values({ member_id: m.memberId, kind: m.kind, params: JSON.stringify(m.params), created_at: m.at })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { id: row.id, kind: m.kind, params: m.params, readAt: null, createdAt: row.created_at };
  },

  async page(
    db: Executor,
    memberId: string,
    opts: { unreadOnly: boolean; limit: number; offset: number },
  ): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
    let q = db.selectFrom('messages').where('member_id', '=', memberId);
    if (opts.unreadOnly) q = q.where('read_at', 'is', null);
    const rows = await q
      .select(['id', 'kind', 'params', 'read_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute();
    const { total } = await q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const unread = await inboxRepository.unreadCount(db, memberId);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        kind: MessageKind.parse(r.kind),
        params: MemberMessage.shape.params.parse(r.params),
        readAt: r.read_at,
        createdAt: r.created_at,
      })),
      total: Number(total),
      unread,
    };
  },

  async unreadCount(db: Executor, memberId: string): Promise<number> {
    const { n } = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  },

  /** False when the message is not the member's (no oracle: same answer as a missing id). */
  async markRead(db: Executor, memberId: string, id: string, at: Date): Promise<boolean> {
    const row = await db
      .updateTable('messages')
      .set({ read_at: at })
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('read_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (row) return true;
    const exists = await db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return exists !== undefined;
  },
};

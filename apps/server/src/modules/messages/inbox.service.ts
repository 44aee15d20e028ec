import { TRIAL_TYPE } from '@goldline/contract/member';
import type { MemberMessage, MessageKind, MessagePage } from '@goldline/contract/messages';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OutboxEventInput } from '../ledger/ledger.types.ts';
import { type InboxRow, inboxRepository } from './inbox.repository.ts';
import { renderMessage } from './inbox-text.ts';

export type InboxService = ReturnType<typeof createInboxService>;

export function toMemberMessage(r: InboxRow): MemberMessage {
  return {
    id: r.id,
    kind: r.kind,
    params: r.params,
    ...renderMessage(r.kind, r.params),
    read: r.readAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Writes a message inside the caller's money transaction and returns the outbox event for the
 * ledger's `events` option, so the inbox row, the money and the live push commit together.
 */
export async function writeMessage(
  trx: Executor,
  m: { memberId: string; kind: MessageKind; params: Record<string, string>; at: Date },
): Promise<OutboxEventInput> {
  const row = await inboxRepository.insert(trx, m);
  return { memberId: m.memberId, type: 'message', payload: toMemberMessage(row) };
}

export function createInboxService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async list(
      memberId: string,
      q: { page: number; pageSize: number; unreadOnly: boolean },
    ): Promise<MessagePage> {
      const r = await inboxRepository.page(db, memberId, {
        unreadOnly: q.unreadOnly,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: r.rows.map(toMemberMessage),
        page: q.page,
        pageSize: q.pageSize,
        total: r.total,
        unread: r.unread,
      };
    },

    async markRead(memberId: string, id: string): Promise<void> {
      if (!(await inboxRepository.markRead(db, memberId, id, now()))) throw new AppError('NOT_FOUND');
    },

    /** Spec section 4: the unread-count call is skipped for trial users; we answer 0 for them. */
    async unreadCount(memberId: string, memberType: number): Promise<number> {
      if (memberType === TRIAL_TYPE) return 0;
      return inboxRepository.unreadCount(db, memberId);
    },
  };
}

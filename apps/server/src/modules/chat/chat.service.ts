import type {
  AdminChatMessageList,
  AdminChatRoomList,
  ChatHistory,
  ChatLaunch,
  ChatMessage,
  ChatModelList,
  ChatMuteList,
  ChatRoom,
  ChatWsEvent,
  CreateChatRoomRequest,
  MuteChatMemberRequest,
} from '@goldline/contract/chat';
import { CHAT_HISTORY_LIMIT, CHAT_RATE } from '@goldline/contract/chat-limits';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AdminService } from '../admin/admin.service.ts';
import { maskName } from '../jackpot/jackpot.service.ts';
import type { MemberRecords } from '../member/member-records.service.ts';
import { type ChatMessageRecord, chatRepository as repo } from './chat.repository.ts';
import { contactReason } from './contact-filter.ts';

/**
 * The chat room (issue 17, docs/decisions/110-chat-room.md). A post is decided under the member's
 * advisory lock, so the rate limit (CHAT_RATE, counted from the member's own rows) holds across
 * processes; it is refused when it carries contact details or the member is muted. The post and the
 * operator's removal NOTIFY 'chat' at commit; chat-events.ts in every process hands that to its
 * sockets.
 */

/** Our own chat page (spec section 7: CBS_launchChat answers value.chatUrl). */
export const CHAT_PAGE = '/chat';
const DAY_MS = 86_400_000;

export type ChatService = ReturnType<typeof createChatService>;

/** What every member sees of a message: the sender masked, never the login name. */
export function publicMessage(m: ChatMessageRecord): Omit<ChatMessage, 'mine'> {
  return {
    id: m.id,
    roomCode: m.roomCode,
    sender: maskName(m.username),
    content: m.content,
    sentAt: m.sentAt.toISOString(),
  };
}

export function createChatService(deps: {
  db: Db;
  members: Pick<MemberRecords, 'findById'>;
  admin: Pick<AdminService, 'audit'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireRoom(code: string): Promise<ChatRoom> {
    const room = await repo.room(db, code);
    if (!room) throw new AppError('NOT_FOUND');
    return room;
  }

  /** Refuses a post of a muted member or past the rate limit; runs under the member's lock. */
  async function checkAllowed(trx: Executor, memberId: string, at: Date) {
    const mutedUntil = await repo.muteUntil(trx, memberId, at);
    if (mutedUntil) throw new AppError('CHAT_MUTED', { fields: { until: mutedUntil.toISOString() } });
    const windowMs = CHAT_RATE.windowSeconds * 1000;
    const recent = await repo.sentSince(trx, memberId, new Date(at.getTime() - windowMs));
    if (recent.length >= CHAT_RATE.burst) {
      // Free again when the oldest message of the window leaves it.
      const oldest = recent[recent.length - CHAT_RATE.burst]!;
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + windowMs - at.getTime()) / 1000));
      throw new AppError('CHAT_RATE_LIMITED', { retryAfterSeconds });
    }
  }

  const notify = (trx: Executor, event: ChatWsEvent) => repo.notify(trx, event);

  async function activeMutes(): Promise<ChatMuteList> {
    const mutes = await repo.activeMutes(db, now());
    const list = await Promise.all(
      mutes.map(async (m) => ({
        memberId: m.memberId,
        username: (await deps.members.findById(m.memberId))?.username ?? '',
        until: m.until.toISOString(),
      })),
    );
    return { list };
  }

  return {
    /** CBS_modelList: the rooms and the chat page's address. */
    async modelList(): Promise<ChatModelList> {
      return { chatUrl: CHAT_PAGE, list: await repo.rooms(db) };
    },

    /** CBS_launchChat: the chat page's address for a room (the first room when none is asked). */
    async launch(code?: string): Promise<ChatLaunch> {
      const room = code ? await requireRoom(code) : (await repo.rooms(db))[0];
      if (!room) throw new AppError('NOT_FOUND');
      return { chatUrl: `${CHAT_PAGE}?room=${encodeURIComponent(room.code)}`, room };
    },

    async history(viewerId: string, code: string): Promise<ChatHistory> {
      const room = await requireRoom(code);
      const list = await repo.latest(db, code, CHAT_HISTORY_LIMIT);
      return { room, list: list.map((m) => ({ ...publicMessage(m), mine: m.memberId === viewerId })) };
    },

    async post(memberId: string, code: string, content: string): Promise<ChatMessage> {
      const text = content.trim();
      if (contactReason(text)) throw new AppError('CHAT_CONTACT_REFUSED');
      await requireRoom(code);
      const member = await deps.members.findById(memberId);
      if (!member) throw new AppError('UNAUTHORIZED');
      const message = await db.transaction().execute(async (trx) => {
        await repo.lockMember(trx, memberId);
        const at = now();
        await checkAllowed(trx, memberId, at);
        const m = await repo.insertMessage(trx, {
          roomCode: code,
          memberId,
          username: member.username,
          content: text,
          sentAt: at,
        });
        await notify(trx, { kind: 'posted', message: publicMessage(m) });
        return m;
      });
      return { ...publicMessage(message), mine: true };
    },

    // ------------------------------------------------------------ back office

    async adminRooms(): Promise<AdminChatRoomList> {
      const [rooms, counts] = await Promise.all([
        repo.rooms(db),
        repo.recentCounts(db, new Date(now().getTime() - DAY_MS)),
      ]);
      return { list: rooms.map((r) => ({ ...r, messages24h: counts.get(r.code) ?? 0 })) };
    },

    /** `operatorId` null: a room of the demo seed. */
    async adminCreateRoom(operatorId: string | null, req: CreateChatRoomRequest): Promise<ChatRoom> {
      return db.transaction().execute(async (trx) => {
        if (!(await repo.insertRoom(trx, req)))
          throw new AppError('VALIDATION_FAILED', { fields: { code: 'taken' } });
        await deps.admin.audit(trx, { operatorId, action: 'chat.room.create', before: null, after: req });
        return req;
      });
    },

    /** The room's newest messages, removed ones included (marked), with the senders' usernames. */
    async adminMessages(code: string): Promise<AdminChatMessageList> {
      await requireRoom(code);
      const list = await repo.latest(db, code, CHAT_HISTORY_LIMIT, true);
      return {
        list: list.map((m) => ({
          id: m.id,
          roomCode: m.roomCode,
          memberId: m.memberId,
          username: m.username,
          content: m.content,
          sentAt: m.sentAt.toISOString(),
          deletedAt: m.deletedAt?.toISOString() ?? null,
        })),
      };
    },

    /** Removes a message for everyone (the sockets drop it at once) and logs who did it from where. */
    async adminDelete(operatorId: string, ip: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const m = await repo.markDeleted(trx, id, now());
        if (!m) throw new AppError('NOT_FOUND');
        await repo.moderate(trx, { action: 'DELETE', operatorId, ip, memberId: m.memberId, messageId: m.id });
        await notify(trx, { kind: 'deleted', roomCode: m.roomCode, id: m.id });
      });
    },

    adminMutes: activeMutes,

    /** Mutes a member for the chosen minutes from now; each mute is its own moderation row. */
    async adminMute(
      operatorId: string,
      ip: string,
      req: z.output<typeof MuteChatMemberRequest>,
    ): Promise<ChatMuteList> {
      if (!(await deps.members.findById(req.memberId))) throw new AppError('NOT_FOUND');
      const until = new Date(now().getTime() + req.minutes * 60_000);
      await repo.moderate(db, {
        action: 'MUTE',
        operatorId,
        ip,
        memberId: req.memberId,
        mutedUntil: until,
        reason: req.reason,
      });
      return activeMutes();
    },
  };
}

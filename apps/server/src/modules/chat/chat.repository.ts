import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** The only SQL for chat_rooms, chat_messages and chat_moderation (migration 0034). */

export interface ChatRoomRecord {
  code: string;
  name: string;
}

export interface ChatMessageRecord {
  id: string;
  roomCode: string;
  memberId: string;
  username: string;
  content: string;
  sentAt: Date;
  deletedAt: Date | null;
}

export interface ChatMuteRecord {
  memberId: string;
  username: string;
  until: Date;
}

interface MessageRow {
  id: string;
  room_code: string;
  member_id: string;
  username: string;
  content: string;
  sent_at: Date;
  deleted_at: Date | null;
}
const toMessage = (r: MessageRow): ChatMessageRecord => ({
  id: String(r.id),
  roomCode: r.room_code,
  memberId: String(r.member_id),
  username: r.username,
  content: r.content,
  sentAt: r.sent_at,
  deletedAt: r.deleted_at,
});

export const chatRepository = {
  async rooms(db: Executor): Promise<ChatRoomRecord[]> {
    const { rows } = await sql<ChatRoomRecord>`
      SELECT code, name FROM chat_rooms ORDER BY sort, created_at, code`.execute(db);
    return rows;
  },

  async room(db: Executor, code: string): Promise<ChatRoomRecord | null> {
    const { rows } =
      await sql<ChatRoomRecord>`SELECT code, name FROM chat_rooms WHERE code = ${code}`.execute(db);
    return rows[0] ?? null;
  },

  /** Adds a room at the end of the list; false when the code is taken. */
  async insertRoom(db: Executor, room: ChatRoomRecord): Promise<boolean> {
    const r = await sql`
      INSERT INTO chat_rooms (code, name, sort)
      SELECT ${room.code}, ${room.name}, coalesce(max(sort), 0) + 1 FROM chat_rooms
      ON CONFLICT (code) DO NOTHING`.execute(db);
    return Number(r.numAffectedRows ?? 0n) === 1;
  },

  /** Messages of the last 24 hours per room (the back office's list). */
  async recentCounts(db: Executor, since: Date): Promise<Map<string, number>> {
    const { rows } = await sql<{ room_code: string; n: number }>`
      SELECT room_code, count(*)::int AS n FROM chat_messages
      WHERE sent_at >= ${since} AND deleted_at IS NULL GROUP BY room_code`.execute(db);
    return new Map(rows.map((r) => [r.room_code, r.n]));
  },

  /** A member's posts are decided one at a time, in every process (the rate limit counts under it). */
  async lockMember(db: Executor, memberId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`chat:${memberId}`}))`.execute(db);
  },

  /** The member's messages sent at or after `since`, oldest first (the rate limit's window). */
  async sentSince(db: Executor, memberId: string, since: Date): Promise<Date[]> {
    const { rows } = await sql<{ sent_at: Date }>`
      SELECT sent_at FROM chat_messages WHERE member_id = ${memberId} AND sent_at >= ${since}
      ORDER BY sent_at`.execute(db);
    return rows.map((r) => r.sent_at);
  },

  async insertMessage(
    db: Executor,
    m: { roomCode: string; memberId: string; username: string; content: string; sentAt: Date },
  ): Promise<ChatMessageRecord> {
    const { rows } = await sql<MessageRow>`
      INSERT INTO chat_messages (room_code, member_id, username, content, sent_at)
      VALUES (${m.roomCode}, ${m.memberId}, ${m.username}, ${m.content}, ${m.sentAt})
      RETURNING *`.execute(db);
    return toMessage(rows[0]!);
  },

  /** The newest `limit` messages of a room, oldest first; removed ones only when `withDeleted`. */
  async latest(
    db: Executor,
    roomCode: string,
    limit: number,
    withDeleted = false,
  ): Promise<ChatMessageRecord[]> {
    const { rows } = await sql<MessageRow>`
      SELECT * FROM (
        SELECT * FROM chat_messages WHERE room_code = ${roomCode}
        ${withDeleted ? sql`` : sql`AND deleted_at IS NULL`}
        ORDER BY id DESC LIMIT ${limit}
      ) newest ORDER BY id`.execute(db);
    return rows.map(toMessage);
  },

  /** Marks a message removed; null when there is no such message or it was already removed. */
  async markDeleted(db: Executor, id: string, at: Date): Promise<ChatMessageRecord | null> {
    const { rows } = await sql<MessageRow>`
      UPDATE chat_messages SET deleted_at = ${at} WHERE id = ${id} AND deleted_at IS NULL
      RETURNING *`.execute(db);
    return rows[0] ? toMessage(rows[0]) : null;
  },

  async muteUntil(db: Executor, memberId: string, at: Date): Promise<Date | null> {
    const { rows } = await sql<{ until: Date | null }>`
      SELECT max(muted_until) AS until FROM chat_moderation
      WHERE action = 'MUTE' AND member_id = ${memberId} AND muted_until > ${at}`.execute(db);
    return rows[0]?.until ?? null;
  },

  /** Members muted now, with their longest mute (the back office's list). */
  async activeMutes(db: Executor, at: Date): Promise<{ memberId: string; until: Date }[]> {
    const { rows } = await sql<{ member_id: string; until: Date }>`
      SELECT member_id, max(muted_until) AS until FROM chat_moderation
      WHERE action = 'MUTE' AND muted_until > ${at} GROUP BY member_id ORDER BY until DESC`.execute(db);
    return rows.map((r) => ({ memberId: String(r.member_id), until: r.until }));
  },

  /** One moderation row: who (operator, IP), on whom, what, and for a mute until when. */
  async moderate(
    db: Executor,
    e: {
      action: 'MUTE' | 'DELETE';
      operatorId: string;
      ip: string;
      memberId: string;
      messageId?: string;
      mutedUntil?: Date;
      reason?: string;
    },
  ): Promise<void> {
    await sql`
      INSERT INTO chat_moderation (action, operator_id, ip, member_id, message_id, muted_until, reason)
      VALUES (${e.action}, ${e.operatorId}, ${e.ip}, ${e.memberId}, ${e.messageId ?? null},
              ${e.mutedUntil ?? null}, ${e.reason ?? ''})`.execute(db);
  },

  /** Real-time notice to every process (chat-events.ts LISTENs on 'chat'), sent at commit. */
  async notify(db: Executor, payload: object): Promise<void> {
    await sql`SELECT pg_notify('chat', ${JSON.stringify(payload)})`.execute(db);
  },
};

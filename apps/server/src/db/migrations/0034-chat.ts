import { type Kysely, sql } from 'kysely';

/**
 * The chat room (issue 17; docs/decisions/110-chat-room.md): the operator's rooms, the members'
 * messages (never edited; an operator's removal only marks them), and the moderation log, which is
 * also where mutes live: a member is muted while a MUTE row of theirs has not run out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE chat_rooms (
      code text PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{2,32}$'),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
      sort integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE chat_messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      room_code text NOT NULL REFERENCES chat_rooms(code),
      member_id bigint NOT NULL REFERENCES members(id),
      -- The username when sent: what the back office shows and what members see masked.
      username text NOT NULL,
      content text NOT NULL CHECK (length(content) BETWEEN 1 AND 200),
      sent_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    );
    CREATE INDEX chat_messages_room ON chat_messages (room_code, id DESC);
    -- The rate limit counts a member's messages of the last seconds.
    CREATE INDEX chat_messages_member ON chat_messages (member_id, sent_at DESC);

    CREATE TABLE chat_moderation (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      action text NOT NULL CHECK (action IN ('MUTE', 'DELETE')),
      operator_id bigint NOT NULL REFERENCES operators(id),
      ip text NOT NULL,
      member_id bigint NOT NULL REFERENCES members(id),
      message_id bigint REFERENCES chat_messages(id),
      muted_until timestamptz,
      reason text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((action = 'MUTE') = (muted_until IS NOT NULL)),
      CHECK ((action = 'DELETE') = (message_id IS NOT NULL))
    );
    CREATE INDEX chat_moderation_mutes ON chat_moderation (member_id, muted_until DESC) WHERE action = 'MUTE';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS chat_moderation, chat_messages, chat_rooms`.execute(db);
}

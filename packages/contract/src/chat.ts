import * as z from 'zod';
import { CHAT_MAX_LENGTH, CHAT_MUTE_MINUTES } from './chat-limits.ts';

/**
 * The chat room (issue 17; spec section 2 "Chat-room toggle needs login", section 7 CBS_modelList and
 * CBS_launchChat answering value.chatUrl; docs/decisions/110-chat-room.md). Rooms are the operator's;
 * members post over HTTP and every logged-in socket receives the room's messages as `chat` frames.
 */

export const RoomCode = z.string().regex(/^[a-z0-9-]{2,32}$/);

export const ChatRoom = z.object({
  code: RoomCode,
  /** The operator's name; the web shows its own translation for the seeded codes. */
  name: z.string(),
});
export type ChatRoom = z.infer<typeof ChatRoom>;

export const ChatMessage = z.object({
  id: z.string(),
  roomCode: RoomCode,
  /** The sender as other members see them: a masked username (never the login name). */
  sender: z.string(),
  /** True on the caller's own messages. */
  mine: z.boolean(),
  content: z.string(),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** CBS_modelList: the rooms and where the chat opens. */
export const ChatModelList = z.object({ chatUrl: z.string(), list: z.array(ChatRoom) });
export type ChatModelList = z.infer<typeof ChatModelList>;

export const ChatLaunchQuery = z.object({ room: RoomCode.optional() });
/** CBS_launchChat: the address of our own chat page for a room. */
export const ChatLaunch = z.object({ chatUrl: z.string(), room: ChatRoom });
export type ChatLaunch = z.infer<typeof ChatLaunch>;

export const ChatRoomParam = z.object({ code: RoomCode });
export const ChatHistory = z.object({ room: ChatRoom, list: z.array(ChatMessage) });
export type ChatHistory = z.infer<typeof ChatHistory>;

export const PostChatMessageRequest = z.object({
  content: z.string().trim().min(1).max(CHAT_MAX_LENGTH),
});
export type PostChatMessageRequest = z.infer<typeof PostChatMessageRequest>;

/** A `chat` WebSocket frame's data: a new message, or one the operator removed. */
export type ChatWsEvent =
  | { kind: 'posted'; message: Omit<ChatMessage, 'mine'> }
  | { kind: 'deleted'; roomCode: string; id: string };

// ---------------------------------------------------------------- back office

export const AdminChatMessage = z.object({
  id: z.string(),
  roomCode: RoomCode,
  memberId: z.string(),
  username: z.string(),
  content: z.string(),
  sentAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type AdminChatMessage = z.infer<typeof AdminChatMessage>;

export const AdminChatRoom = ChatRoom.extend({ messages24h: z.number().int() });
export const AdminChatRoomList = z.object({ list: z.array(AdminChatRoom) });
export type AdminChatRoomList = z.infer<typeof AdminChatRoomList>;

export const AdminChatMessagesQuery = z.object({ room: RoomCode });
export const AdminChatMessageList = z.object({ list: z.array(AdminChatMessage) });
export type AdminChatMessageList = z.infer<typeof AdminChatMessageList>;

export const CreateChatRoomRequest = z.object({ code: RoomCode, name: z.string().trim().min(1).max(40) });
export type CreateChatRoomRequest = z.infer<typeof CreateChatRoomRequest>;

export const MuteChatMemberRequest = z.object({
  memberId: z.string().regex(/^\d{1,18}$/),
  minutes: z.coerce
    .number()
    .int()
    .refine((m) => (CHAT_MUTE_MINUTES as readonly number[]).includes(m)),
  reason: z.string().trim().max(200).default(''),
});
export type MuteChatMemberRequest = z.input<typeof MuteChatMemberRequest>;

export const ChatMute = z.object({ memberId: z.string(), username: z.string(), until: z.string() });
export const ChatMuteList = z.object({ list: z.array(ChatMute) });
export type ChatMuteList = z.infer<typeof ChatMuteList>;

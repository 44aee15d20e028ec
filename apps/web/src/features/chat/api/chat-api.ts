import { chatRoutes } from '@goldline/contract/api/chat.routes';
import type { ChatHistory, ChatMessage } from '@goldline/contract/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export const CHAT_KEY = ['chat'] as const;
/** Messages kept per room in the cache: the history's 50 plus what arrived live meanwhile. */
const KEPT = 100;

export const historyKey = (token: string | null, room: string) =>
  [...CHAT_KEY, 'history', token, room] as const;

/** CBS_modelList: the operator's rooms (spec section 7). */
export function useChatRooms() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...CHAT_KEY, 'rooms', token],
    queryFn: ({ signal }) => call(chatRoutes.modelList, { signal }),
    enabled: Boolean(token),
  });
}

/** The room's latest messages; kept current by `chat` socket frames (use-chat-live.ts), not polling. */
export function useChatHistory(room: string | null) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: historyKey(token, room ?? ''),
    queryFn: ({ signal }) => call(chatRoutes.history, { params: { code: room ?? '' }, signal }),
    enabled: Boolean(token && room),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Adds or replaces a message by id, oldest first, at most KEPT. */
export function withMessage(history: ChatHistory, message: ChatMessage): ChatHistory {
  const others = history.list.filter((m) => m.id !== message.id);
  const list = [...others, message].sort((a, b) => Number(a.id) - Number(b.id)).slice(-KEPT);
  return { ...history, list };
}

/** Posts to a room; the answer (marked `mine`) goes into the room's cache at once. */
export function usePostChatMessage(room: string) {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => call(chatRoutes.post, { params: { code: room }, body: { content } }),
    onSuccess: (message) =>
      queryClient.setQueryData<ChatHistory>(historyKey(token, room), (old) =>
        old ? withMessage(old, message) : old,
      ),
  });
}

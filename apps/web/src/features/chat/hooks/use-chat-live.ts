import type { ChatHistory, ChatWsEvent } from '@goldline/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive } from '../../../lib/live-bus';
import { useLiveStatus } from '../../../lib/live-status';
import { useSessionStore } from '../../../lib/session-store';
import { CHAT_KEY, historyKey, withMessage } from '../api/chat-api';

function asEvent(data: Record<string, unknown>): ChatWsEvent | null {
  if (data.kind === 'deleted' && typeof data.id === 'string' && typeof data.roomCode === 'string') {
    return data as unknown as ChatWsEvent;
  }
  const message = data.message as Record<string, unknown> | undefined;
  if (data.kind === 'posted' && typeof message?.id === 'string' && typeof message.roomCode === 'string') {
    return data as unknown as ChatWsEvent;
  }
  return null;
}

/**
 * While the chat is open, `chat` socket frames keep its rooms' caches current: a new message is
 * added (the member's own post is already there, marked as theirs, from its answer), a removed
 * one disappears at once. Frames sent while the socket was down are missed, so the rooms are read
 * again when it comes back.
 */
export function useChatLive() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  useEffect(
    () =>
      useLiveStatus.subscribe((state, previous) => {
        if (state.connected && !previous.connected)
          void queryClient.invalidateQueries({ queryKey: CHAT_KEY });
      }),
    [queryClient],
  );
  useEffect(
    () =>
      subscribeLive((frame) => {
        if (frame.type !== 'chat') return;
        const event = asEvent(frame.data);
        if (!event) return;
        const room = event.kind === 'posted' ? event.message.roomCode : event.roomCode;
        queryClient.setQueryData<ChatHistory>(historyKey(token, room), (old) => {
          if (!old) return old;
          if (event.kind === 'deleted') return { ...old, list: old.list.filter((m) => m.id !== event.id) };
          // Our own post arrives here too: the copy from the post's answer keeps `mine`.
          const known = old.list.find((m) => m.id === event.message.id);
          return withMessage(old, { ...event.message, mine: known?.mine ?? false });
        });
      }),
    [queryClient, token],
  );
}

import { chatRoutes } from '@goldline/contract/api/chat.routes';
import type { CreateChatRoomRequest, MuteChatMemberRequest } from '@goldline/contract/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { call } from '../../../lib/api-client';

/**
 * The back office's chat moderation (decision 110). The calls need the operator's session, which the
 * back-office feature keeps: the app passes its `operatorCall` in through this context (features
 * stay apart, as with the house contracts).
 */
export const ChatOperatorCallContext = createContext<typeof call | null>(null);
function useOperatorCall(): typeof call {
  const operatorCall = useContext(ChatOperatorCallContext);
  if (!operatorCall) throw new Error('ChatModerationPanel needs ChatOperatorCallContext');
  return operatorCall;
}

const KEY = ['backoffice', 'chat'] as const;
/**
 * The operator's socket-free view refreshes this often: operator sessions have no WebSocket (the
 * socket is a member's), so "live" here is a short poll of one indexed query.
 */
const LIVE_MS = 3_000;

export function useAdminChatRooms() {
  const operatorCall = useOperatorCall();
  return useQuery({
    queryKey: [...KEY, 'rooms'],
    queryFn: ({ signal }) => operatorCall(chatRoutes.adminRooms, { signal }),
    refetchInterval: LIVE_MS,
  });
}

export function useAdminChatMessages(room: string | null) {
  const operatorCall = useOperatorCall();
  return useQuery({
    queryKey: [...KEY, 'messages', room],
    queryFn: ({ signal }) => operatorCall(chatRoutes.adminMessages, { query: { room: room ?? '' }, signal }),
    enabled: Boolean(room),
    refetchInterval: LIVE_MS,
  });
}

export function useAdminChatMutes() {
  const operatorCall = useOperatorCall();
  return useQuery({
    queryKey: [...KEY, 'mutes'],
    queryFn: ({ signal }) => operatorCall(chatRoutes.adminMutes, { signal }),
    refetchInterval: LIVE_MS,
  });
}

export function useChatModeration() {
  const operatorCall = useOperatorCall();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  return {
    remove: useMutation({
      mutationFn: (id: string) => operatorCall(chatRoutes.adminDeleteMessage, { params: { id } }),
      onSettled: refresh,
    }),
    mute: useMutation({
      mutationFn: (body: MuteChatMemberRequest) => operatorCall(chatRoutes.adminMute, { body }),
      onSettled: refresh,
    }),
    createRoom: useMutation({
      mutationFn: (body: CreateChatRoomRequest) => operatorCall(chatRoutes.adminCreateRoom, { body }),
      onSettled: refresh,
    }),
  };
}

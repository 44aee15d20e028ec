import { IdParam } from '../cashier.ts';
import {
  AdminChatMessageList,
  AdminChatMessagesQuery,
  AdminChatRoomList,
  ChatHistory,
  ChatLaunch,
  ChatLaunchQuery,
  ChatMessage,
  ChatModelList,
  ChatMuteList,
  ChatRoom,
  ChatRoomParam,
  CreateChatRoomRequest,
  MuteChatMemberRequest,
  PostChatMessageRequest,
} from '../chat.ts';
import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import { chatRoutes as r } from './chat.routes.ts';

export const chatEndpoints = {
  modelList: endpoint(r.modelList, { response: ChatModelList }),
  launchChat: endpoint(r.launchChat, { query: ChatLaunchQuery, response: ChatLaunch }),
  history: endpoint(r.history, { params: ChatRoomParam, response: ChatHistory }),
  post: endpoint(r.post, { params: ChatRoomParam, body: PostChatMessageRequest, response: ChatMessage }),
  adminRooms: endpoint(r.adminRooms, { response: AdminChatRoomList }),
  adminCreateRoom: endpoint(r.adminCreateRoom, { body: CreateChatRoomRequest, response: ChatRoom }),
  adminMessages: endpoint(r.adminMessages, { query: AdminChatMessagesQuery, response: AdminChatMessageList }),
  adminDeleteMessage: endpoint(r.adminDeleteMessage, { params: IdParam, response: Empty }),
  adminMutes: endpoint(r.adminMutes, { response: ChatMuteList }),
  adminMute: endpoint(r.adminMute, { body: MuteChatMemberRequest, response: ChatMuteList }),
};

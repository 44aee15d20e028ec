import { route } from '../route.ts';

/**
 * Chat room (issue 17, decision 110): spec section 7's CBS_modelList and CBS_launchChat (value.chatUrl,
 * our own chat page), the room's recent history and posting (logged-in members; trial accounts read
 * only). New messages reach the sockets as `chat` frames. The back office lists rooms and messages,
 * opens rooms, deletes a message and mutes a member (each an audit row with operator and IP).
 */
export const chatRoutes = {
  modelList: route({ method: 'GET', path: '/wps/relay/CBS_modelList', auth: 'member' }),
  launchChat: route({ method: 'GET', path: '/wps/relay/CBS_launchChat', auth: 'member' }),
  history: route({ method: 'GET', path: '/wps/chat/rooms/:code/messages', auth: 'member' }),
  post: route({ method: 'POST', path: '/wps/chat/rooms/:code/messages', auth: 'notTrial', gate: true }),

  adminRooms: route({ method: 'GET', path: '/admin/chat/rooms', auth: 'operator' }),
  adminCreateRoom: route({ method: 'POST', path: '/admin/chat/rooms', auth: 'operator' }),
  adminMessages: route({ method: 'GET', path: '/admin/chat/messages', auth: 'operator' }),
  adminDeleteMessage: route({ method: 'DELETE', path: '/admin/chat/messages/:id', auth: 'operator' }),
  adminMutes: route({ method: 'GET', path: '/admin/chat/mutes', auth: 'operator' }),
  adminMute: route({ method: 'POST', path: '/admin/chat/mutes', auth: 'operator' }),
};

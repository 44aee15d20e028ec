import { route } from '../route.ts';

/** Member inbox (spec "messageV2"; CSP_unreadCount in section 7) and the development outbox. */
export const messagesRoutes = {
  list: route({ method: 'GET', path: '/wps/messages', auth: 'notTrial' }),
  markRead: route({ method: 'POST', path: '/wps/messages/:id/read', auth: 'notTrial' }),
  unreadCount: route({ method: 'GET', path: '/wps/relay/CSP_unreadCount', auth: 'member' }),
  /**
   * Only with DEV_TOOLS on and MESSAGE_PROVIDER=outbox, and only from this machine (the server adds
   * its loopback check): it lists login codes (docs/decisions/013-dev-message-outbox.md).
   */
  devOutbox: route({ method: 'GET', path: '/wps/dev/outbox', auth: 'none' }),
};

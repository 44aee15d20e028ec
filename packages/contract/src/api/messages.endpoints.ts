import { IdParam } from '../cashier.ts';
import { OutboxList } from '../dev-outbox.ts';
import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import { MessagePage, MessageQuery, UnreadCount } from '../messages.ts';
import { messagesRoutes as r } from './messages.routes.ts';

export const messagesEndpoints = {
  list: endpoint(r.list, { query: MessageQuery, response: MessagePage }),
  markRead: endpoint(r.markRead, { params: IdParam, response: Empty }),
  unreadCount: endpoint(r.unreadCount, { response: UnreadCount }),
  devOutbox: endpoint(r.devOutbox, { response: OutboxList }),
};

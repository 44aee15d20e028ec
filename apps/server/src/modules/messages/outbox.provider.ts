import type { Db } from '../../db/database.ts';
import type { MessageProvider } from './message-provider.types.ts';
import { messagesRepository } from './messages.repository.ts';

/** Development provider: nothing leaves the machine; GET /wps/dev/outbox shows what would have. */
export function createOutboxProvider(db: Db): MessageProvider {
  return {
    name: 'outbox',
    sendSms: (to, body) =>
      messagesRepository.insert(db, { channel: 'sms', recipient: to, subject: null, body }),
    sendEmail: (to, subject, body) =>
      messagesRepository.insert(db, { channel: 'email', recipient: to, subject, body }),
  };
}

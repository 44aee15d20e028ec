import { OutboxList } from '@goldline/contract/dev-outbox';
import { envelope } from '@goldline/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { loopbackOnly } from '../../plugins/loopback-only.ts';
import { messagesRepository } from './messages.repository.ts';

/**
 * GET /wps/dev/outbox: only registered with DEV_TOOLS on and MESSAGE_PROVIDER=outbox, so production (smtp) has no
 * such route at all, and it answers only this machine: it lists login codes. The web shows it on a clearly
 * labelled developer page.
 */
export function devOutboxRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/wps/dev/outbox',
      { onRequest: loopbackOnly, schema: { tags: ['dev'], response: { 200: envelope(OutboxList) } } },
      async () => ({ success: true as const, value: { messages: await messagesRepository.latest(db, 50) } }),
    );
  };
}

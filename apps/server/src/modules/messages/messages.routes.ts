import { messagesEndpoints as e } from '@goldline/contract/api/messages.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import { loopbackOnly } from '../../plugins/loopback-only.ts';
import { messagesRepository } from './messages.repository.ts';

/**
 * GET /wps/dev/outbox: only registered with DEV_TOOLS on and MESSAGE_PROVIDER=outbox, so production (smtp) has no
 * such route at all, and it answers only this machine: it lists login codes. The web shows it on a clearly
 * labelled developer page.
 */
export function devOutboxRoutes(db: Db, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      // The endpoint's auth is `none` (no guard): the loopback check is this route's own hook.
      ...fromEndpoint(e.devOutbox, guards, { tags: ['dev'] }),
      onRequest: loopbackOnly,
      handler: async () => ({
        success: true as const,
        value: { messages: await messagesRepository.latest(db, 50) },
      }),
    });
  };
}

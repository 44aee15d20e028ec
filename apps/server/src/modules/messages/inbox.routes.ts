import { messagesEndpoints as e } from '@goldline/contract/api/messages.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { InboxService } from './inbox.service.ts';

/** Member inbox (spec "messageV2"; CSP_unreadCount in section 7). */
export function inboxRoutes(deps: { inbox: InboxService; guards: Guards }): FastifyPluginAsyncZod {
  const { inbox, guards } = deps;
  return async (app) => {
    const tags = ['messages'];
    app.route({
      ...fromEndpoint(e.list, guards, { tags }),
      handler: async (request) =>
        ok(
          await inbox.list(request.member!.subjectId, {
            page: request.query.page,
            pageSize: request.query.pageSize,
            unreadOnly: request.query.unreadOnly === 'true',
          }),
        ),
    });
    app.route({
      ...fromEndpoint(e.markRead, guards, { tags }),
      handler: async (request) => {
        await inbox.markRead(request.member!.subjectId, request.params.id);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.unreadCount, guards, { tags }),
      handler: async (request) =>
        ok({ count: await inbox.unreadCount(request.member!.subjectId, request.member!.type) }),
    });
  };
}

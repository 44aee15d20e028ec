import { IdParam } from '@goldline/contract/cashier';
import { Empty, envelope } from '@goldline/contract/envelope';
import { MessagePage, MessageQuery, UnreadCount } from '@goldline/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { InboxService } from './inbox.service.ts';

/** Member inbox (spec "messageV2"; CSP_unreadCount in section 7). */
export function inboxRoutes(deps: { inbox: InboxService; guards: Guards }): FastifyPluginAsyncZod {
  const { inbox, guards } = deps;
  return async (app) => {
    const tags = ['messages'];
    app.get(
      '/wps/messages',
      {
        onRequest: guards.notTrial,
        schema: { tags, querystring: MessageQuery, response: { 200: envelope(MessagePage) } },
      },
      async (request) =>
        ok(
          await inbox.list(request.member!.subjectId, {
            page: request.query.page,
            pageSize: request.query.pageSize,
            unreadOnly: request.query.unreadOnly === 'true',
          }),
        ),
    );
    app.post(
      '/wps/messages/:id/read',
      { onRequest: guards.notTrial, schema: { tags, params: IdParam, response: { 200: envelope(Empty) } } },
      async (request) => {
        await inbox.markRead(request.member!.subjectId, request.params.id);
        return ok({});
      },
    );
    app.get(
      '/wps/relay/CSP_unreadCount',
      { onRequest: guards.member, schema: { tags, response: { 200: envelope(UnreadCount) } } },
      async (request) =>
        ok({ count: await inbox.unreadCount(request.member!.subjectId, request.member!.type) }),
    );
  };
}

import { chatEndpoints as e } from '@goldline/contract/api/chat.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta, ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { ChatService } from './chat.service.ts';

/** Chat room (issue 17, decision 110): CBS_modelList, CBS_launchChat, history, posting, moderation. */
export function chatRoutes(deps: { chat: ChatService; guards: Guards }): FastifyPluginAsyncZod {
  const { chat, guards } = deps;
  const tags = { tags: ['chat'] };
  const admin = { tags: ['admin'] };
  return async (app) => {
    app.route({
      ...fromEndpoint(e.modelList, guards, tags),
      handler: async () => ok(await chat.modelList()),
    });
    app.route({
      ...fromEndpoint(e.launchChat, guards, tags),
      handler: async (request) => ok(await chat.launch(request.query.room)),
    });
    app.route({
      ...fromEndpoint(e.history, guards, tags),
      handler: async (request) => ok(await chat.history(request.member!.subjectId, request.params.code)),
    });
    app.route({
      ...fromEndpoint(e.post, guards, tags),
      handler: async (request) =>
        ok(await chat.post(request.member!.subjectId, request.params.code, request.body.content)),
    });

    app.route({
      ...fromEndpoint(e.adminRooms, guards, admin),
      handler: async () => ok(await chat.adminRooms()),
    });
    app.route({
      ...fromEndpoint(e.adminCreateRoom, guards, admin),
      handler: async (request) => ok(await chat.adminCreateRoom(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminMessages, guards, admin),
      handler: async (request) => ok(await chat.adminMessages(request.query.room)),
    });
    app.route({
      ...fromEndpoint(e.adminDeleteMessage, guards, admin),
      handler: async (request) => {
        await chat.adminDelete(request.operator!.subjectId, clientMeta(request).ip, request.params.id);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.adminMutes, guards, admin),
      handler: async () => ok(await chat.adminMutes()),
    });
    app.route({
      ...fromEndpoint(e.adminMute, guards, admin),
      handler: async (request) =>
        ok(await chat.adminMute(request.operator!.subjectId, clientMeta(request).ip, request.body)),
    });
  };
}

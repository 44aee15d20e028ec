import { adminGamesEndpoints as e } from '@goldline/contract/api/admin-games.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { AdminContentService } from '../content/admin-content.service.ts';
import type { AdminGamesService } from './admin-games.service.ts';

/** Back-office catalogue and content (operator token only; member tokens get UNAUTHORIZED). */
export function adminGamesRoutes(deps: {
  adminGames: AdminGamesService;
  adminContent: AdminContentService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { adminGames, adminContent, guards } = deps;
  return async (app) => {
    const extras = { tags: ['admin'] };

    app.route({
      ...fromEndpoint(e.vendors, guards, extras),
      handler: async () => ok(await adminGames.vendors()),
    });
    app.route({
      ...fromEndpoint(e.createVendor, guards, extras),
      handler: async (request) =>
        ok(await adminGames.createVendor(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.updateVendor, guards, extras),
      handler: async (request) =>
        ok(await adminGames.updateVendor(request.operator!.subjectId, request.params.code, request.body)),
    });

    app.route({
      ...fromEndpoint(e.games, guards, extras),
      handler: async (request) => ok(await adminGames.games(request.query)),
    });
    app.route({
      ...fromEndpoint(e.createGame, guards, extras),
      handler: async (request) => ok(await adminGames.createGame(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.updateGame, guards, extras),
      handler: async (request) =>
        ok(await adminGames.updateGame(request.operator!.subjectId, request.params.id, request.body)),
    });

    app.route({
      ...fromEndpoint(e.banners, guards, extras),
      handler: async () => ok(await adminContent.banners()),
    });
    app.route({
      ...fromEndpoint(e.createBanner, guards, extras),
      handler: async (request) =>
        ok(await adminContent.createBanner(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.updateBanner, guards, extras),
      handler: async (request) =>
        ok(await adminContent.updateBanner(request.operator!.subjectId, request.params.id, request.body)),
    });

    app.route({
      ...fromEndpoint(e.announcements, guards, extras),
      handler: async () => ok(await adminContent.announcements()),
    });
    app.route({
      ...fromEndpoint(e.createAnnouncement, guards, extras),
      handler: async (request) =>
        ok(await adminContent.createAnnouncement(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.updateAnnouncement, guards, extras),
      handler: async (request) =>
        ok(
          await adminContent.updateAnnouncement(request.operator!.subjectId, request.params.id, request.body),
        ),
    });
  };
}

import { missionsEndpoints as e } from '@goldline/contract/api/missions.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import { languageOf, type ViewerOf } from '../../lib/viewer.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { MissionsService } from './missions.service.ts';

/** Missions and leaderboards (issue 16), and their back office. */
export function missionsRoutes(deps: {
  missions: MissionsService;
  viewerOf: ViewerOf;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { missions, viewerOf, guards } = deps;
  const tags = { tags: ['missions'] };
  const admin = { tags: ['admin'] };
  return async (app) => {
    app.route({
      ...fromEndpoint(e.summary, guards, tags),
      handler: async (request) =>
        ok(await missions.summary(await viewerOf(request), languageOf(request.query.language))),
    });
    app.route({
      ...fromEndpoint(e.leaderboard, guards, tags),
      handler: async (request) =>
        ok(await missions.leaderboards(await viewerOf(request), languageOf(request.query.language))),
    });
    app.route({
      ...fromEndpoint(e.adminOverview, guards, admin),
      handler: async () => ok(await missions.adminOverview()),
    });
    app.route({
      ...fromEndpoint(e.adminCreateMission, guards, admin),
      handler: async (request) => ok(await missions.createMission(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminUpdateMission, guards, admin),
      handler: async (request) =>
        ok(await missions.updateMission(request.operator!.subjectId, request.params.id, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminCreateLeaderboard, guards, admin),
      handler: async (request) =>
        ok(await missions.createLeaderboard(request.operator!.subjectId, request.body)),
    });
  };
}

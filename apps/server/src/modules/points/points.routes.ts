import { pointsEndpoints as e } from '@goldline/contract/api/points.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import { languageOf } from '../../lib/viewer.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { PointsService } from './points.service.ts';

/** Points and the points mall (spec section 7 "Points"; issue 16; decision 100), and their back office. */
export function pointsRoutes(deps: { points: PointsService; guards: Guards }): FastifyPluginAsyncZod {
  const { points, guards } = deps;
  const tags = { tags: ['points'] };
  const admin = { tags: ['admin'] };
  return async (app) => {
    app.route({
      ...fromEndpoint(e.balance, guards, tags),
      handler: async (request) => ok(await points.balance(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.config, guards, tags),
      handler: async () => ok(await points.config()),
    });
    app.route({
      ...fromEndpoint(e.goods, guards, tags),
      handler: async (request) => ok(await points.goods(languageOf(request.query.language))),
    });
    app.route({
      ...fromEndpoint(e.redemptions, guards, tags),
      handler: async (request) =>
        ok(
          await points.redemptions(
            request.member!.subjectId,
            request.query,
            languageOf(request.query.language),
          ),
        ),
    });
    app.route({
      ...fromEndpoint(e.history, guards, tags),
      handler: async (request) => ok(await points.history(request.member!.subjectId, request.query)),
    });
    app.route({
      ...fromEndpoint(e.redeem, guards, tags),
      handler: async (request) => ok(await points.redeem(request.member!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.convert, guards, tags),
      handler: async (request) => ok(await points.convert(request.member!.subjectId, request.body)),
    });

    app.route({
      ...fromEndpoint(e.adminConfig, guards, admin),
      handler: async () => ok(await points.adminConfig()),
    });
    app.route({
      ...fromEndpoint(e.adminSaveConfig, guards, admin),
      handler: async (request) => ok(await points.adminSaveConfig(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminGoods, guards, admin),
      handler: async () => ok(await points.adminGoods()),
    });
    app.route({
      ...fromEndpoint(e.adminCreateGoods, guards, admin),
      handler: async (request) =>
        ok(await points.adminCreateGoods(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminUpdateGoods, guards, admin),
      handler: async (request) =>
        ok(await points.adminUpdateGoods(request.operator!.subjectId, request.params.id, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminRedemptions, guards, admin),
      handler: async (request) => ok(await points.adminRedemptions(request.query)),
    });
    app.route({
      ...fromEndpoint(e.adminApprove, guards, admin),
      handler: async (request) =>
        ok(await points.approve(request.operator!.subjectId, request.params.id, request.body.note)),
    });
    app.route({
      ...fromEndpoint(e.adminReject, guards, admin),
      handler: async (request) =>
        ok(await points.reject(request.operator!.subjectId, request.params.id, request.body.note)),
    });
  };
}

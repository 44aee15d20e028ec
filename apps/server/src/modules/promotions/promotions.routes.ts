import { promotionsEndpoints as e } from '@goldline/contract/api/promotions.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import { languageOf, type ViewerOf } from '../../lib/viewer.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { PromotionsService } from './promotions.service.ts';

/** A data-URL image of 5 MB is ~6.7 MB of JSON; an application carries up to 3 (spec section 5). */
const THREE_IMAGES_BODY = 21 * 1024 * 1024;

/** Promotions, bonuses and the reward centre (issue 16), and their back office. */
export function promotionsRoutes(deps: {
  promotions: PromotionsService;
  viewerOf: ViewerOf;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { promotions, viewerOf, guards } = deps;
  const tags = { tags: ['promotions'] };
  const admin = { tags: ['admin'] };
  return async (app) => {
    app.route({
      ...fromEndpoint(e.list, guards, tags),
      handler: async (request) =>
        ok(
          await promotions.list(await viewerOf(request), {
            category: request.query.category,
            language: languageOf(request.query.language),
          }),
        ),
    });
    app.route({
      ...fromEndpoint(e.badges, guards, tags),
      handler: async (request) => ok(await promotions.badges(await viewerOf(request))),
    });
    app.route({
      ...fromEndpoint(e.detail, guards, tags),
      handler: async (request) =>
        ok(
          await promotions.detail(
            await viewerOf(request),
            request.params.id,
            languageOf(request.query.language),
          ),
        ),
    });
    app.route({
      ...fromEndpoint(e.claim, guards, tags),
      handler: async (request) =>
        ok(await promotions.claim(request.member!.subjectId, request.params.id, languageOf(undefined))),
    });
    app.route({
      ...fromEndpoint(e.apply, guards, tags),
      bodyLimit: THREE_IMAGES_BODY,
      handler: async (request) =>
        ok(
          await promotions.apply(
            request.member!.subjectId,
            request.params.id,
            request.body,
            languageOf(undefined),
          ),
        ),
    });
    app.route({
      ...fromEndpoint(e.applications, guards, tags),
      handler: async (request) =>
        ok(
          await promotions.applications(request.member!.subjectId, {
            page: request.query.page,
            pageSize: request.query.pageSize,
            language: languageOf(request.query.language),
          }),
        ),
    });
    app.route({
      ...fromEndpoint(e.bonuses, guards, tags),
      handler: async (request) =>
        ok(
          await promotions.bonuses(request.member!.subjectId, {
            ...request.query,
            language: languageOf(request.query.language),
          }),
        ),
    });
    app.route({
      ...fromEndpoint(e.rewards, guards, tags),
      handler: async (request) =>
        ok(
          await promotions.rewards(request.member!.subjectId, {
            ...request.query,
            language: languageOf(request.query.language),
          }),
        ),
    });
    app.route({
      ...fromEndpoint(e.claimReward, guards, tags),
      handler: async (request) =>
        ok(await promotions.claimReward(request.member!.subjectId, request.params.id, languageOf(undefined))),
    });

    app.route({
      ...fromEndpoint(e.adminList, guards, admin),
      handler: async () => ok(await promotions.adminList()),
    });
    app.route({
      ...fromEndpoint(e.adminCreate, guards, admin),
      handler: async (request) => ok(await promotions.adminCreate(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminUpdate, guards, admin),
      handler: async (request) =>
        ok(await promotions.adminUpdate(request.operator!.subjectId, request.params.id, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminApplications, guards, admin),
      handler: async (request) => ok(await promotions.adminApplications(request.query)),
    });
    // The image itself, not the envelope: the endpoint's response documents the bytes.
    const image = fromEndpoint(e.adminApplicationImage, guards, admin);
    app.route({
      ...image,
      schema: { tags: image.schema.tags, params: image.schema.params },
      handler: async (request, reply) => {
        const img = await promotions.adminApplicationImage(request.params.id, request.params.n);
        return reply
          .header('content-type', img.mime)
          .header('cache-control', 'private, no-store')
          .send(img.data);
      },
    });
    app.route({
      ...fromEndpoint(e.adminApprove, guards, admin),
      handler: async (request) =>
        ok(await promotions.adminApprove(request.operator!.subjectId, request.params.id, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminReject, guards, admin),
      handler: async (request) =>
        ok(await promotions.adminReject(request.operator!.subjectId, request.params.id, request.body.note)),
    });
  };
}

import { rewardsEndpoints as e } from '@goldline/contract/api/rewards.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import { languageOf, type ViewerOf } from '../../lib/viewer.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { RafflesService } from './raffles.service.ts';
import type { RedEnvelopesService } from './red-envelopes.service.ts';
import type { RewardsService } from './rewards.service.ts';

/** The reward centre's rewards, red-envelope rains and raffles (issue 16), and their back office. */
export function rewardsRoutes(deps: {
  rewards: RewardsService;
  redEnvelopes: RedEnvelopesService;
  raffles: RafflesService;
  viewerOf: ViewerOf;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { rewards, redEnvelopes, raffles, viewerOf, guards } = deps;
  const tags = { tags: ['rewards'] };
  const admin = { tags: ['admin'] };
  return async (app) => {
    app.route({
      ...fromEndpoint(e.list, guards, tags),
      handler: async (request) =>
        ok(
          await rewards.list(request.member!.subjectId, {
            ...request.query,
            language: languageOf(request.query.language),
          }),
        ),
    });
    app.route({
      ...fromEndpoint(e.badges, guards, tags),
      handler: async (request) => ok(await rewards.badges(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.claim, guards, tags),
      handler: async (request) =>
        ok(
          await rewards.claim(
            request.member!.subjectId,
            request.params.id,
            languageOf(request.query.language),
          ),
        ),
    });
    app.route({
      ...fromEndpoint(e.rains, guards, tags),
      handler: async (request) =>
        ok(await redEnvelopes.list(await viewerOf(request), languageOf(request.query.language))),
    });
    app.route({
      ...fromEndpoint(e.grab, guards, tags),
      handler: async (request) => ok(await redEnvelopes.grab(request.member!.subjectId, request.params.id)),
    });
    app.route({
      ...fromEndpoint(e.raffles, guards, tags),
      handler: async (request) =>
        ok(await raffles.list(await viewerOf(request), languageOf(request.query.language))),
    });
    app.route({
      ...fromEndpoint(e.claimRaffle, guards, tags),
      handler: async (request) => ok(await raffles.claim(request.member!.subjectId, request.body.raffleId)),
    });

    app.route({
      ...fromEndpoint(e.adminOverview, guards, admin),
      handler: async () => ok({ rains: await redEnvelopes.adminList(), raffles: await raffles.adminList() }),
    });
    app.route({
      ...fromEndpoint(e.adminScheduleRain, guards, admin),
      handler: async (request) => ok(await redEnvelopes.schedule(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminCreateRaffle, guards, admin),
      handler: async (request) => ok(await raffles.create(request.operator!.subjectId, request.body)),
    });
  };
}

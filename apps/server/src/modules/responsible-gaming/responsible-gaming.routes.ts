import { responsibleGamingEndpoints as e } from '@goldline/contract/api/responsible-gaming.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { ResponsibleGamingService } from './responsible-gaming.service.ts';

/** The member centre's responsible-gaming page, the reality check and the back office's view (decision 107). */
export function responsibleGamingRoutes(deps: {
  rg: ResponsibleGamingService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { rg, guards } = deps;
  return async (app) => {
    const tags = ['responsible-gaming'];
    app.route({
      ...fromEndpoint(e.overview, guards, { tags }),
      handler: async (request) => ok(await rg.overview(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.setLimit, guards, { tags }),
      handler: async (request) => ok(await rg.setLimit(request.member!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.setSessionLimit, guards, { tags }),
      handler: async (request) =>
        ok(await rg.setSessionLimit(request.member!.subjectId, request.body.minutes)),
    });
    app.route({
      ...fromEndpoint(e.setRealityCheck, guards, { tags }),
      handler: async (request) =>
        ok(await rg.setRealityCheck(request.member!.subjectId, request.body.minutes)),
    });
    app.route({
      ...fromEndpoint(e.exclude, guards, { tags }),
      handler: async (request) => ok(await rg.exclude(request.member!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.session, guards, { tags }),
      handler: async (request) => ok(await rg.session(request.member!.subjectId, request.member!.sessionId)),
    });
    app.route({
      ...fromEndpoint(e.adminView, guards, { tags }),
      handler: async (request) => ok(await rg.adminView(request.params.memberId)),
    });
    app.route({
      ...fromEndpoint(e.adminLift, guards, { tags }),
      handler: async (request) => {
        await rg.adminLift(request.params.memberId);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.adminFindMember, guards, { tags }),
      handler: async (request) => ok(await rg.adminFindMember(request.query.username)),
    });
    app.route({
      ...fromEndpoint(e.adminExclusions, guards, { tags }),
      handler: async (request) => ok(await rg.adminExclusions(request.query.page, request.query.pageSize)),
    });
  };
}

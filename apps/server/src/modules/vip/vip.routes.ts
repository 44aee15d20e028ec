import { vipEndpoints as e } from '@goldline/contract/api/vip.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import { languageOf } from '../../lib/viewer.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { VipService } from './vip.service.ts';

/** VIP levels (issue 16; decision 099): the member's card and the operator's ladder. */
export function vipRoutes(deps: { vip: VipService; guards: Guards }): FastifyPluginAsyncZod {
  const { vip, guards } = deps;
  const tags = { tags: ['vip'] };
  const admin = { tags: ['admin'] };
  return async (app) => {
    app.route({
      ...fromEndpoint(e.status, guards, tags),
      handler: async (request) =>
        ok(await vip.status(request.member!.subjectId, languageOf(request.query.language))),
    });
    app.route({
      ...fromEndpoint(e.adminLevels, guards, admin),
      handler: async () => ok(await vip.adminLevels()),
    });
    app.route({
      ...fromEndpoint(e.adminSaveLevels, guards, admin),
      handler: async (request) => ok(await vip.adminSaveLevels(request.operator!.subjectId, request.body)),
    });
  };
}

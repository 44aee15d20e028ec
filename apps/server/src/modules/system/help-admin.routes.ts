import { helpEndpoints as e } from '@goldline/contract/api/help.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { HelpAdminService } from './help-admin.service.ts';

/** The back office's help-centre editor (the public read is GET /wps/system/helpCenter). */
export function helpAdminRoutes(deps: {
  helpAdmin: HelpAdminService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { helpAdmin, guards } = deps;
  return async (app) => {
    const tags = ['admin'];
    app.route({
      ...fromEndpoint(e.adminList, guards, { tags }),
      handler: async () => ok(await helpAdmin.list()),
    });
    app.route({
      ...fromEndpoint(e.adminSave, guards, { tags }),
      handler: async (request) =>
        ok(await helpAdmin.save(request.operator!.subjectId, request.params, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminDelete, guards, { tags }),
      handler: async (request) => {
        await helpAdmin.remove(request.operator!.subjectId, request.params);
        return ok({});
      },
    });
  };
}

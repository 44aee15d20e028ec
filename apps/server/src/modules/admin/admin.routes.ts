import { adminEndpoints as e } from '@goldline/contract/api/admin.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta, ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { TokenService } from '../session/tokens.service.ts';
import type { AdminService } from './admin.service.ts';

/** Back office (operators only; never gated by maintenance, which operators switch off here). */
export function adminRoutes(deps: {
  admin: AdminService;
  tokens: TokenService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { admin, guards } = deps;
  return async (app) => {
    const tags = ['admin'];
    app.route({
      ...fromEndpoint(e.login, guards, { tags, rateLimit: routeLimits.adminLogin }),
      handler: async (request) =>
        ok(await admin.login(request.body.username, request.body.password, clientMeta(request))),
    });
    // The one call an operator holding a one-time password may make (besides logout).
    app.route({
      ...fromEndpoint(e.changePassword, guards, { tags, rateLimit: routeLimits.adminLogin }),
      handler: async (request) => {
        await admin.changePassword(request.operator!.subjectId, request.body);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.logout, guards, { tags }),
      handler: async (request) => {
        await deps.tokens.revoke(request.operator!.sessionId);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.settings, guards, { tags }),
      handler: async () => ok(await admin.readSettings()),
    });
    app.route({
      ...fromEndpoint(e.updateSettings, guards, { tags }),
      handler: async (request) => ok(await admin.updateSettings(request.operator!.subjectId, request.body)),
    });
  };
}

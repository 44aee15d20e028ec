import { systemEndpoints as e } from '@goldline/contract/api/system.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import type { SystemService } from './system.service.ts';

/** Public system calls (spec section 7). Never gated: they must answer during maintenance. */
export function systemRoutes(deps: {
  system: SystemService;
  captcha: CaptchaService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { system, guards } = deps;
  return async (app) => {
    const tags = ['system'];
    app.route({
      ...fromEndpoint(e.status, guards, { tags }),
      // Already serialized, and checked against the same schema, by the service (decision 067): a
      // string with a JSON content type skips the route's serializer, which the types don't know.
      handler: async (request, reply) => {
        const json = await system.statusEnvelope(request.ip);
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    });
    app.route({
      ...fromEndpoint(e.whitelabel, guards, { tags }),
      handler: async () => ok(await system.setting('whitelabel')),
    });
    app.route({
      ...fromEndpoint(e.domainRoute, guards, { tags }),
      handler: async () => {
        const site = await system.setting('site');
        return ok({ mainDomain: site.mainDomain, domainRoute: site.domainRoute });
      },
    });
    app.route({
      ...fromEndpoint(e.helpCenter, guards, { tags }),
      handler: async (request) => ok(await system.helpCenter(request.query.lang)),
    });
    app.route({
      ...fromEndpoint(e.registrationRules, guards, { tags }),
      handler: async () => ok(await system.registrationRules()),
    });
    app.route({
      ...fromEndpoint(e.captcha, guards, { tags, rateLimit: routeLimits.captcha }),
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return ok(await deps.captcha.create(request.ip));
      },
    });
  };
}

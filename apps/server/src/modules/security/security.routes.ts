import { securityEndpoints as e } from '@goldline/contract/api/security.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { SecurityService } from './security.service.ts';

/** Security centre (spec section 2 "securityCenter"). */
export function securityRoutes(deps: { security: SecurityService; guards: Guards }): FastifyPluginAsyncZod {
  const { security, guards } = deps;
  return async (app) => {
    const tags = ['security'];
    app.route({
      ...fromEndpoint(e.overview, guards, { tags }),
      handler: async (request) => ok(await security.overview(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.bindMobile, guards, { tags }),
      handler: async (request) => {
        await security.bindMobile(request.member!.subjectId, request.body);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.bindEmail, guards, { tags, rateLimit: routeLimits.sms }),
      handler: async (request) =>
        ok(await security.sendEmailCode(request.member!.subjectId, request.body.email)),
    });
    app.route({
      ...fromEndpoint(e.confirmEmail, guards, { tags }),
      handler: async (request) => {
        await security.confirmEmail(request.member!.subjectId, request.body);
        return ok({});
      },
    });
    // Encrypted like POST /wps/member/password (spec section 7): the body carries secrets.
    app.route({
      ...fromEndpoint(e.paymentPassword, guards, { tags }),
      handler: async (request) => {
        await security.setPaymentPassword(request.member!.subjectId, request.body, request.member!.sessionId);
        return ok({});
      },
    });
  };
}

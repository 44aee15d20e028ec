import { memberEndpoints as e } from '@goldline/contract/api/member.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { clientMeta, ok } from '../../lib/client-meta.ts';
import { languageOf } from '../../lib/viewer.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { MemberService } from './member.service.ts';

export function memberRoutes(deps: { members: MemberService; guards: Guards }): FastifyPluginAsyncZod {
  const { members, guards } = deps;
  return async (app) => {
    const tags = ['member'];
    app.route({
      ...fromEndpoint(e.register, guards, { tags, rateLimit: routeLimits.register }),
      handler: async (request) => ok(await members.register(request.body, 'username', clientMeta(request))),
    });
    app.route({
      ...fromEndpoint(e.registerMobile, guards, { tags, rateLimit: routeLimits.register }),
      handler: async (request) => ok(await members.register(request.body, 'mobile', clientMeta(request))),
    });
    // Spec section 7: "success = valid"; an unknown code is the INVALID_AFFILIATE_CODE error envelope.
    app.route({
      ...fromEndpoint(e.affiliate, guards, { tags }),
      handler: async (request) => {
        if (!(await members.affiliateValid(request.query.code))) throw new AppError('INVALID_AFFILIATE_CODE');
        return ok({ valid: true });
      },
    });
    app.route({
      ...fromEndpoint(e.info, guards, { tags }),
      handler: async (request) =>
        ok(await members.info(request.member!.subjectId, languageOf(request.query.language))),
    });
    app.route({
      ...fromEndpoint(e.icon, guards, { tags }),
      handler: async () => ok(await members.icon()),
    });
    app.route({
      ...fromEndpoint(e.changePassword, guards, { tags }),
      handler: async (request) => {
        await members.changePassword(request.member!.subjectId, request.member!.sessionId, request.body);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.forgotByPhone, guards, { tags, rateLimit: routeLimits.forgot }),
      handler: async (request) => ok(await members.resetByPhone(request.body, clientMeta(request))),
    });
    app.route({
      ...fromEndpoint(e.forgotByEmail, guards, { tags, rateLimit: routeLimits.forgot }),
      handler: async (request) => {
        await members.resetByEmail(request.body);
        return ok({});
      },
    });
  };
}

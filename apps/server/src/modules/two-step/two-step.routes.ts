import { twoStepEndpoints as e } from '@goldline/contract/api/two-step.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { TwoStepService } from './two-step.service.ts';

/** The security centre's authenticator app and step-up (issue 17, decision 103). */
export function twoStepRoutes(deps: { twoStep: TwoStepService; guards: Guards }): FastifyPluginAsyncZod {
  const { twoStep, guards } = deps;
  return async (app) => {
    const tags = ['security'];
    const codeLimit = { tags, rateLimit: routeLimits.login };
    app.route({
      ...fromEndpoint(e.status, guards, { tags }),
      handler: async (request) => ok(await twoStep.status(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.totpSetup, guards, { tags }),
      handler: async (request) => ok(await twoStep.totpSetup(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.totpConfirm, guards, codeLimit),
      handler: async (request) => ok(await twoStep.totpConfirm(request.member!.subjectId, request.body.code)),
    });
    app.route({
      ...fromEndpoint(e.totpDisable, guards, codeLimit),
      handler: async (request) => {
        await twoStep.totpDisable(request.member!.subjectId, request.body.code);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.stepUpSms, guards, { tags, rateLimit: routeLimits.sms }),
      handler: async (request) => ok(await twoStep.sendStepUpSms(request.member!.subjectId, request.ip)),
    });
    app.route({
      ...fromEndpoint(e.stepUp, guards, codeLimit),
      handler: async (request) => {
        const m = request.member!;
        return ok(await twoStep.stepUp(m.subjectId, m.sessionId, request.body.method, request.body.code));
      },
    });
  };
}

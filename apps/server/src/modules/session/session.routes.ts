import { sessionEndpoints as e } from '@goldline/contract/api/session.endpoints';
import { twoStepEndpoints as two } from '@goldline/contract/api/two-step.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta, ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { TwoStepService } from '../two-step/two-step.service.ts';
import type { SmsService } from '../verification/sms.service.ts';
import type { SessionService } from './session.service.ts';

export function sessionRoutes(deps: {
  sessions: SessionService;
  sms: SmsService;
  twoStep: TwoStepService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { sessions, sms, twoStep, guards } = deps;
  return async (app) => {
    app.route({
      ...fromEndpoint(e.login, guards, { rateLimit: routeLimits.login }),
      handler: async (request) => ok(await sessions.login(request.body, clientMeta(request))),
    });
    // The login's second step (decision 103): codes are limited like SMS sends, tries like logins.
    app.route({
      ...fromEndpoint(two.sendCode, guards, { rateLimit: routeLimits.sms }),
      handler: async (request) =>
        ok(await twoStep.sendChallengeCode(request.body.challenge, request.body.method, request.ip)),
    });
    app.route({
      ...fromEndpoint(two.verify, guards, { rateLimit: routeLimits.login }),
      handler: async (request) => ok(await sessions.completeTwoStep(request.body)),
    });
    // Sessions and devices (decision 104).
    app.route({
      ...fromEndpoint(two.sessions, guards),
      handler: async (request) =>
        ok(await sessions.listSessions(request.member!.subjectId, request.member!.sessionId)),
    });
    app.route({
      ...fromEndpoint(two.logoutOthers, guards),
      handler: async (request) =>
        ok(await sessions.logoutOthers(request.member!.subjectId, request.member!.sessionId)),
    });
    app.route({
      ...fromEndpoint(e.logout, guards),
      handler: async (request) => {
        await sessions.logout(request.member!.sessionId);
        return ok({});
      },
    });
    app.route({
      ...fromEndpoint(e.freeplay, guards, { rateLimit: routeLimits.register }),
      handler: async (request) => ok(await sessions.freeplay(clientMeta(request))),
    });
    // Verification codes (spec section 7): login/forgot by phone, and register.
    app.route({
      ...fromEndpoint(e.smsNoLogin, guards, { rateLimit: routeLimits.sms }),
      handler: async (request) => {
        const b = request.body;
        return ok(await sms.send(b.purpose, b.countryDialingCode, b.mobileNum, request.ip));
      },
    });
    app.route({
      ...fromEndpoint(e.smsRegister, guards, { rateLimit: routeLimits.sms }),
      handler: async (request) =>
        ok(await sms.send('register', request.body.countryDialingCode, request.body.mobileNo, request.ip)),
    });
  };
}

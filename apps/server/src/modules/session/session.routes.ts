import { Empty, envelope } from '@goldline/contract/envelope';
import {
  FreeplayRequest,
  LoginRequest,
  LoginResponse,
  SmsNoLoginRequest,
  SmsRegisterRequest,
  SmsSent,
} from '@goldline/contract/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta, ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { SmsService } from '../verification/sms.service.ts';
import type { SessionService } from './session.service.ts';

export function sessionRoutes(deps: {
  sessions: SessionService;
  sms: SmsService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { sessions, sms, guards } = deps;
  return async (app) => {
    const tags = ['session'];
    app.post(
      '/wps/session/login',
      {
        config: { encrypted: true, gate: true, rateLimit: routeLimits.login },
        schema: { tags, body: LoginRequest, response: { 200: envelope(LoginResponse) } },
      },
      async (request) => ok(await sessions.login(request.body, clientMeta(request))),
    );
    app.delete(
      '/wps/session/logout',
      { onRequest: guards.member, schema: { tags, response: { 200: envelope(Empty) } } },
      async (request) => {
        await sessions.logout(request.member!.sessionId);
        return ok({});
      },
    );
    app.post(
      '/wps/session/login/freeplay',
      {
        config: { gate: true, rateLimit: routeLimits.register },
        schema: {
          tags,
          body: FreeplayRequest.nullish(),
          response: { 200: envelope(LoginResponse) },
        },
      },
      async (request) => ok(await sessions.freeplay(clientMeta(request))),
    );
    // Verification codes (spec section 7): login/forgot by phone, and register.
    app.post(
      '/wps/verification/sms/noLogin',
      {
        config: { gate: true, rateLimit: routeLimits.sms },
        schema: { tags: ['verification'], body: SmsNoLoginRequest, response: { 200: envelope(SmsSent) } },
      },
      async (request) => {
        const b = request.body;
        return ok(await sms.send(b.purpose, b.countryDialingCode, b.mobileNum, request.ip));
      },
    );
    app.post(
      '/wps/verification/sms/register',
      {
        config: { gate: true, rateLimit: routeLimits.sms },
        schema: { tags: ['verification'], body: SmsRegisterRequest, response: { 200: envelope(SmsSent) } },
      },
      async (request) =>
        ok(await sms.send('register', request.body.countryDialingCode, request.body.mobileNo, request.ip)),
    );
  };
}

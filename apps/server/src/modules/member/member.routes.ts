import { Empty, envelope } from '@goldline/contract/envelope';
import {
  AffiliateCheck,
  AffiliateQuery,
  ChangePasswordRequest,
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
  MemberIcon,
  MemberInfo,
  RegisterRequest,
  RegisterResponse,
} from '@goldline/contract/member';
import { LoginResponse } from '@goldline/contract/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { clientMeta, ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { MemberService } from './member.service.ts';

export function memberRoutes(deps: { members: MemberService; guards: Guards }): FastifyPluginAsyncZod {
  const { members, guards } = deps;
  return async (app) => {
    const tags = ['member'];
    const registerOpts = {
      config: { encrypted: true, gate: true, rateLimit: routeLimits.register },
      schema: { tags, body: RegisterRequest, response: { 200: envelope(RegisterResponse) } },
    };
    app.put('/wps/member/register', registerOpts, async (request) =>
      ok(await members.register(request.body, 'username', clientMeta(request))),
    );
    app.put('/wps/member/register/mobile', registerOpts, async (request) =>
      ok(await members.register(request.body, 'mobile', clientMeta(request))),
    );
    // Spec section 7: "success = valid"; an unknown code is the INVALID_AFFILIATE_CODE error envelope.
    app.get(
      '/wps/agent/affiliate',
      { schema: { tags, querystring: AffiliateQuery, response: { 200: envelope(AffiliateCheck) } } },
      async (request) => {
        if (!(await members.affiliateValid(request.query.code))) throw new AppError('INVALID_AFFILIATE_CODE');
        return ok({ valid: true });
      },
    );
    app.get(
      '/wps/member/info',
      { onRequest: guards.member, schema: { tags, response: { 200: envelope(MemberInfo) } } },
      async (request) => ok(await members.info(request.member!.subjectId)),
    );
    app.get(
      '/wps/member/info/icon',
      { onRequest: guards.member, schema: { tags, response: { 200: envelope(MemberIcon) } } },
      async () => ok(await members.icon()),
    );
    app.post(
      '/wps/member/password',
      {
        onRequest: guards.notTrial,
        config: { encrypted: true, gate: true },
        schema: { tags, body: ChangePasswordRequest, response: { 200: envelope(Empty) } },
      },
      async (request) => {
        await members.changePassword(request.member!.subjectId, request.member!.sessionId, request.body);
        return ok({});
      },
    );
    app.post(
      '/wps/member/password/verification',
      {
        config: { encrypted: true, gate: true, rateLimit: routeLimits.forgot },
        schema: { tags, body: ForgotByPhoneRequest, response: { 200: envelope(LoginResponse) } },
      },
      async (request) => ok(await members.resetByPhone(request.body, clientMeta(request))),
    );
    app.post(
      '/wps/member/password/email',
      {
        config: { gate: true, rateLimit: routeLimits.forgot },
        schema: { tags, body: ForgotByEmailRequest, response: { 200: envelope(Empty) } },
      },
      async (request) => {
        await members.resetByEmail(request.body);
        return ok({});
      },
    );
  };
}

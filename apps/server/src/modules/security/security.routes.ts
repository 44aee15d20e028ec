import { Empty, envelope } from '@goldline/contract/envelope';
import {
  BindEmailRequest,
  BindEmailSent,
  BindMobileRequest,
  ConfirmEmailRequest,
  PaymentPasswordRequest,
  SecurityOverview,
} from '@goldline/contract/security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { SecurityService } from './security.service.ts';

/** Security centre (spec section 2 "securityCenter"). */
export function securityRoutes(deps: { security: SecurityService; guards: Guards }): FastifyPluginAsyncZod {
  const { security, guards } = deps;
  return async (app) => {
    const tags = ['security'];
    app.get(
      '/wps/member/security',
      { onRequest: guards.notTrial, schema: { tags, response: { 200: envelope(SecurityOverview) } } },
      async (request) => ok(await security.overview(request.member!.subjectId)),
    );
    app.post(
      '/wps/member/mobile/bind',
      {
        onRequest: guards.notTrial,
        config: { gate: true },
        schema: { tags, body: BindMobileRequest, response: { 200: envelope(Empty) } },
      },
      async (request) => {
        await security.bindMobile(request.member!.subjectId, request.body);
        return ok({});
      },
    );
    app.post(
      '/wps/member/email/bind',
      {
        onRequest: guards.notTrial,
        config: { gate: true, rateLimit: routeLimits.sms },
        schema: { tags, body: BindEmailRequest, response: { 200: envelope(BindEmailSent) } },
      },
      async (request) => ok(await security.sendEmailCode(request.member!.subjectId, request.body.email)),
    );
    app.post(
      '/wps/member/email/bind/confirm',
      {
        onRequest: guards.notTrial,
        config: { gate: true },
        schema: { tags, body: ConfirmEmailRequest, response: { 200: envelope(Empty) } },
      },
      async (request) => {
        await security.confirmEmail(request.member!.subjectId, request.body);
        return ok({});
      },
    );
    // Encrypted like POST /wps/member/password (spec section 7): the body carries secrets.
    app.post(
      '/wps/member/payment-password',
      {
        onRequest: guards.notTrial,
        config: { encrypted: true, gate: true },
        schema: { tags, body: PaymentPasswordRequest, response: { 200: envelope(Empty) } },
      },
      async (request) => {
        await security.setPaymentPassword(request.member!.subjectId, request.body);
        return ok({});
      },
    );
  };
}

import {
  AdminChangePasswordRequest,
  AdminLoginRequest,
  AdminLoginResponse,
  SystemSettings,
  UpdateSystemSettings,
} from '@goldline/contract/admin';
import { Empty, envelope } from '@goldline/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta, ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
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
    app.post(
      '/admin/session/login',
      {
        config: { rateLimit: routeLimits.adminLogin },
        schema: { tags, body: AdminLoginRequest, response: { 200: envelope(AdminLoginResponse) } },
      },
      async (request) =>
        ok(await admin.login(request.body.username, request.body.password, clientMeta(request))),
    );
    // The one call an operator holding a one-time password may make (besides logout).
    app.put(
      '/admin/session/password',
      {
        onRequest: guards.operatorSession,
        config: { rateLimit: routeLimits.adminLogin },
        schema: { tags, body: AdminChangePasswordRequest, response: { 200: envelope(Empty) } },
      },
      async (request) => {
        await admin.changePassword(request.operator!.subjectId, request.body);
        return ok({});
      },
    );
    app.delete(
      '/admin/session/logout',
      { onRequest: guards.operatorSession, schema: { tags, response: { 200: envelope(Empty) } } },
      async (request) => {
        await deps.tokens.revoke(request.operator!.sessionId);
        return ok({});
      },
    );
    app.get(
      '/admin/system/settings',
      { onRequest: guards.operator, schema: { tags, response: { 200: envelope(SystemSettings) } } },
      async () => ok(await admin.readSettings()),
    );
    app.put(
      '/admin/system/settings',
      {
        onRequest: guards.operator,
        schema: { tags, body: UpdateSystemSettings, response: { 200: envelope(SystemSettings) } },
      },
      async (request) => ok(await admin.updateSettings(request.operator!.subjectId, request.body)),
    );
  };
}

import { envelope } from '@goldline/contract/envelope';
import {
  CrashBetRequest,
  CrashBetResult,
  CrashCashoutRequest,
  CrashCashoutResult,
  CrashHistory,
  CrashState,
} from '@goldline/contract/originals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ok } from '../../../lib/client-meta.ts';
import type { Guards } from '../../../plugins/auth.ts';
import type { CrashService } from './crash.service.ts';

/**
 * Crash over HTTP (docs/decisions/053-crash-loop.md). State and history are public so guests can
 * watch by polling; bets and cash-outs need a member. A cash-out is not gated by maintenance: the
 * money of a running round is the player's to take.
 */
export function crashRoutes(deps: { service: CrashService; guards: Guards }): FastifyPluginAsyncZod {
  const { service, guards } = deps;
  return async (app) => {
    const tags = ['originals'];
    app.get(
      '/wps/originals/crash/state',
      { schema: { tags, response: { 200: envelope(CrashState) } } },
      async () => ok(await service.state()),
    );
    app.get(
      '/wps/originals/crash/history',
      {
        schema: {
          tags,
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
          response: { 200: envelope(CrashHistory) },
        },
      },
      async (request) => ok(await service.history(request.query.limit)),
    );
    app.post(
      '/wps/originals/crash/bet',
      {
        onRequest: guards.member,
        config: { gate: true },
        schema: { tags, body: CrashBetRequest, response: { 200: envelope(CrashBetResult) } },
      },
      async (request) => ok(await service.bet(request.member!.subjectId, request.body)),
    );
    app.post(
      '/wps/originals/crash/cashout',
      {
        onRequest: guards.member,
        schema: { tags, body: CrashCashoutRequest, response: { 200: envelope(CrashCashoutResult) } },
      },
      async (request) => ok(await service.cashout(request.member!.subjectId, request.body.roundId)),
    );
  };
}

import { crashEndpoints as e } from '@goldline/contract/api/crash.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/client-meta.ts';
import type { Guards } from '../../../plugins/auth.ts';
import { fromEndpoint } from '../../../plugins/endpoint-route.ts';
import type { CrashService } from './crash.service.ts';

/**
 * Crash over HTTP (docs/decisions/053-crash-loop.md). State and history are public so guests can
 * watch by polling; bets and cash-outs need a member. A cash-out is not gated by maintenance: the
 * money of a running round is the player's to take. The WebSocket cash-out lives in crash-ws.ts.
 */
export function crashRoutes(deps: { service: CrashService; guards: Guards }): FastifyPluginAsyncZod {
  const { service, guards } = deps;
  return async (app) => {
    app.route({
      ...fromEndpoint(e.state, guards),
      handler: async () => ok(await service.state()),
    });
    app.route({
      ...fromEndpoint(e.history, guards),
      handler: async (request) => ok(await service.history(request.query.limit)),
    });
    app.route({
      ...fromEndpoint(e.bet, guards),
      handler: async (request) => ok(await service.bet(request.member!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.cashout, guards),
      handler: async (request) => ok(await service.cashout(request.member!.subjectId, request.body.roundId)),
    });
  };
}

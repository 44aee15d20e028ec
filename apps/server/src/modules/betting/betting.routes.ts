import { bettingEndpoints as e } from '@goldline/contract/api/betting.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { BettingService } from './betting.service.ts';

/**
 * Betting record (spec: member centre betting record). Trial members see their play-money rounds
 * too: the free-play games are where they learn the recall page.
 */
export function bettingRoutes(deps: { betting: BettingService; guards: Guards }): FastifyPluginAsyncZod {
  const { betting, guards } = deps;
  return async (app) => {
    app.route({
      ...fromEndpoint(e.bets, guards),
      handler: async (request) => ok(await betting.list(request.member!.subjectId, request.query)),
    });
    app.route({
      ...fromEndpoint(e.bet, guards),
      handler: async (request) =>
        ok(await betting.detail(request.member!.subjectId, request.params.id, request.query.language)),
    });
  };
}

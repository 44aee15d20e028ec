import { lotteryEndpoints as e } from '@goldline/contract/api/lottery.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { LotteryService } from './lottery.service.ts';

/** Lottery calls (spec section 7 `/lgw/...`; issue 15): HTTP shape only, the rules are the service's. */
export function lotteryRoutes(deps: { lottery: LotteryService; guards: Guards }): FastifyPluginAsyncZod {
  const { lottery, guards } = deps;
  return async (app) => {
    app.route({
      ...fromEndpoint(e.gameMenu, guards),
      handler: async (r) => ok(await lottery.gameMenu(r.query.prizeMode)),
    });
    app.route({
      ...fromEndpoint(e.recent, guards),
      handler: async (r) => ok(await lottery.recent(r.query.gameCode)),
    });
    app.route({
      ...fromEndpoint(e.openedGames, guards),
      handler: async () => ok(await lottery.openedGames()),
    });
    app.route({
      ...fromEndpoint(e.openedNumero, guards),
      handler: async (r) => ok(await lottery.openedNumero(r.query.gameCode)),
    });
    app.route({
      ...fromEndpoint(e.results, guards),
      handler: async (r) => ok(await lottery.results(r.query)),
    });
    app.route({
      ...fromEndpoint(e.issue, guards),
      handler: async (r) => ok(await lottery.issueDetail(r.params.gameCode, r.params.issue)),
    });
    app.route({
      ...fromEndpoint(e.placeBet, guards),
      handler: async (r) => ok(await lottery.placeBet(r.member!.subjectId, r.body)),
    });
    app.route({
      ...fromEndpoint(e.myBets, guards),
      handler: async (r) => ok(await lottery.myBets(r.member!.subjectId, r.query)),
    });
    app.route({
      ...fromEndpoint(e.adminIssues, guards),
      handler: async (r) => ok(await lottery.adminIssues(r.query)),
    });
    app.route({
      ...fromEndpoint(e.enterResult, guards),
      handler: async (r) => ok(await lottery.enterResult(r.operator!.subjectId, r.body)),
    });
    app.route({
      ...fromEndpoint(e.approveResult, guards),
      handler: async (r) => ok(await lottery.approveResult(r.operator!.subjectId, r.params.id)),
    });
    app.route({
      ...fromEndpoint(e.rejectResult, guards),
      handler: async (r) => ok(await lottery.rejectResult(r.operator!.subjectId, r.params.id, r.body.reason)),
    });
    app.route({
      ...fromEndpoint(e.voidIssue, guards),
      handler: async (r) => ok(await lottery.voidIssue(r.params.gameCode, r.params.issue, r.body.reason)),
    });
  };
}

import { agentEndpoints as e } from '@goldline/contract/api/agent.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { AgentService } from './agent.service.ts';

/** The origin the caller's links should open (the site as the agent reached it). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The agent centre (spec section 2 "Agent centre pages", section 6; issue 13). Every route has the
 * agent guard; every member id reaching the service is checked through the downline predicate there.
 */
export function agentRoutes(deps: { agent: AgentService; guards: Guards }): FastifyPluginAsyncZod {
  const { agent, guards } = deps;
  return async (app) => {
    const tags = ['agent'];
    const me = (request: FastifyRequest) => request.member!.subjectId;
    app.route({
      ...fromEndpoint(e.me, guards, { tags }),
      handler: async (request) => ok(await agent.me(me(request))),
    });
    app.route({
      ...fromEndpoint(e.overview, guards, { tags }),
      handler: async (request) => ok(await agent.overview(me(request), request.query)),
    });
    app.route({
      ...fromEndpoint(e.downlines, guards, { tags }),
      handler: async (request) => ok(await agent.downlines(me(request), request.query)),
    });
    app.route({
      ...fromEndpoint(e.downline, guards, { tags }),
      handler: async (request) => ok(await agent.downline(me(request), request.params.id)),
    });
    app.route({
      ...fromEndpoint(e.registerDownline, guards, { tags }),
      handler: async (request) => ok(await agent.registerDownline(me(request), request.body)),
    });
    app.route({
      ...fromEndpoint(e.transfer, guards, { tags }),
      handler: async (request) => ok(await agent.transfer(me(request), request.params.id, request.body)),
    });
    app.route({
      ...fromEndpoint(e.bettingLock, guards, { tags }),
      handler: async (request) =>
        ok(await agent.setBettingLock(me(request), request.params.id, request.body.locked)),
    });
    app.route({
      ...fromEndpoint(e.affiliateLinks, guards, { tags }),
      handler: async (request) => ok(await agent.links(me(request), originOf(request))),
    });
    app.route({
      ...fromEndpoint(e.createAffiliateLink, guards, { tags }),
      handler: async (request) =>
        ok(await agent.createLink(me(request), request.body.domain, originOf(request))),
    });
    app.route({
      ...fromEndpoint(e.bets, guards, { tags }),
      handler: async (request) => ok(await agent.bets(me(request), request.query)),
    });
    app.route({
      ...fromEndpoint(e.pnl, guards, { tags }),
      handler: async (request) => ok(await agent.pnl(me(request), request.query)),
    });
    app.route({
      ...fromEndpoint(e.revenue, guards, { tags }),
      handler: async (request) => ok(await agent.revenue(me(request), request.query)),
    });
    app.route({
      ...fromEndpoint(e.transactions, guards, { tags }),
      handler: async (request) => ok(await agent.transactions(me(request), request.query)),
    });
    app.route({
      ...fromEndpoint(e.announcements, guards, { tags }),
      handler: async (request) =>
        ok(await agent.announcements((request.query.language ?? 'EN').toUpperCase())),
    });
  };
}

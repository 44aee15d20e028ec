import { originalsEndpoints as e } from '@goldline/contract/api/originals.endpoints';
import { TRIAL_TYPE } from '@goldline/contract/member';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { Player } from './bet-kit.ts';
import type { MinesService } from './mines.service.ts';
import type { OriginalsService } from './originals.service.ts';
import type { SeedsService } from './seeds.service.ts';

const player = (request: FastifyRequest): Player => ({
  memberId: request.member!.subjectId,
  trial: request.member!.type === TRIAL_TYPE,
});

/**
 * In-house originals over HTTP (decision 052). Members and trial members play (trial with play
 * money); bets stop during maintenance and for blocked regions (gate). The rules card is public.
 */
export function originalsRoutes(deps: {
  originals: OriginalsService;
  mines: MinesService;
  seeds: SeedsService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { originals, mines, seeds, guards } = deps;
  return async (app) => {
    app.route({
      ...fromEndpoint(e.seeds, guards),
      handler: async (r) => ok(await seeds.state(player(r).memberId)),
    });
    app.route({
      ...fromEndpoint(e.clientSeed, guards),
      handler: async (r) => ok(await seeds.changeClientSeed(player(r).memberId, r.body.clientSeed)),
    });
    app.route({
      ...fromEndpoint(e.rotateSeeds, guards),
      handler: async (r) => ok(await seeds.rotate(player(r).memberId)),
    });
    app.route({
      ...fromEndpoint(e.revealedSeeds, guards),
      handler: async (r) => ok(await seeds.revealed(player(r).memberId)),
    });

    app.route({
      ...fromEndpoint(e.dice, guards),
      handler: async (r) => ok(await originals.dice(player(r), r.body)),
    });
    app.route({
      ...fromEndpoint(e.limbo, guards),
      handler: async (r) => ok(await originals.limbo(player(r), r.body)),
    });
    app.route({
      ...fromEndpoint(e.plinko, guards),
      handler: async (r) => ok(await originals.plinko(player(r), r.body)),
    });
    app.route({
      ...fromEndpoint(e.slot, guards),
      handler: async (r) => ok(await originals.slot(player(r), r.body)),
    });

    app.route({
      ...fromEndpoint(e.minesStart, guards),
      handler: async (r) => ok(await mines.start(player(r), r.body)),
    });
    app.route({
      ...fromEndpoint(e.minesReveal, guards),
      handler: async (r) => ok(await mines.reveal(player(r), r.body)),
    });
    app.route({
      ...fromEndpoint(e.minesCashout, guards),
      handler: async (r) => ok(await mines.cashout(player(r), r.body)),
    });
    app.route({
      ...fromEndpoint(e.minesActive, guards),
      handler: async (r) => ok(await mines.active(player(r).memberId)),
    });

    app.route({
      ...fromEndpoint(e.rules, guards),
      handler: async (r) => ok(await originals.rules(r.params.game)),
    });
    app.route({
      ...fromEndpoint(e.round, guards),
      handler: async (r) => ok(await originals.recall(player(r).memberId, r.params.roundId)),
    });
  };
}

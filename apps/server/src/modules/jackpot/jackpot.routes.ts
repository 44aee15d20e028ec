import { jackpotEndpoints as e } from '@goldline/contract/api/jackpot.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { JackpotService } from './jackpot.service.ts';

/** Public: the home page's jackpot counter shows real pools (spec section 4). */
export function jackpotRoutes(deps: { jackpot: JackpotService; guards: Guards }): FastifyPluginAsyncZod {
  const { jackpot, guards } = deps;
  return async (app) => {
    app.route({
      ...fromEndpoint(e.pools, guards),
      handler: async () => ok(await jackpot.pools()),
    });
  };
}

import { JackpotPools } from '@goldline/contract/content';
import { envelope } from '@goldline/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { JackpotService } from './jackpot.service.ts';

/** Public: the home page's jackpot counter shows real pools (spec section 4). */
export function jackpotRoutes(deps: { jackpot: JackpotService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/wps/jackpot/pools',
      { schema: { tags: ['jackpot'], response: { 200: envelope(JackpotPools) } } },
      async () => ok(await deps.jackpot.pools()),
    );
  };
}

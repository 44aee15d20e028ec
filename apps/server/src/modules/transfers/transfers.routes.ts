import { transfersEndpoints as e } from '@goldline/contract/api/transfers.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { TransfersService } from './transfers.service.ts';

/** Transfers (spec section 2 transferUpline / transferFund; section 6 agent transfers to downlines). */
export function transfersRoutes(deps: {
  transfers: TransfersService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { transfers, guards } = deps;
  return async (app) => {
    const tags = ['transfers'];
    app.route({
      ...fromEndpoint(e.upline, guards, { tags }),
      handler: async (request) => ok(await transfers.upline(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.toUpline, guards, { tags }),
      handler: async (request) => ok(await transfers.toUpline(request.member!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.toDownline, guards, { tags }),
      handler: async (request) => ok(await transfers.toDownline(request.member!.subjectId, request.body)),
    });
  };
}

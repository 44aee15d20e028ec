import { recordsEndpoints as e } from '@goldline/contract/api/records.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { RecordsService } from './records.service.ts';

/** Member-centre records (spec section 2 transactionHistory, personalProfit, bonusDetails). */
export function recordsRoutes(deps: { records: RecordsService; guards: Guards }): FastifyPluginAsyncZod {
  const { records, guards } = deps;
  return async (app) => {
    const tags = ['records'];
    app.route({
      ...fromEndpoint(e.transactions, guards, { tags }),
      handler: async (request) => ok(await records.transactions(request.member!.subjectId, request.query)),
    });
    app.route({
      ...fromEndpoint(e.profit, guards, { tags }),
      handler: async (request) => ok(await records.profit(request.member!.subjectId, request.query)),
    });
    app.route({
      ...fromEndpoint(e.bonus, guards, { tags }),
      handler: async (request) => ok(await records.bonus(request.member!.subjectId, request.query)),
    });
  };
}

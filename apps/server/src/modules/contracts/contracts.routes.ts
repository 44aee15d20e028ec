import { contractsEndpoints as e } from '@goldline/contract/api/contracts.endpoints';
import type { ContractKind } from '@goldline/contract/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { ContractsService } from './contracts.service.ts';

/**
 * Contracts between an upline and a direct downline (issue 14; decisions 085, 086). Every route has
 * its guard from the endpoint; every contract and member id is checked in the service (a contract
 * the caller is not a party of, or a member who is not its direct downline, is NOT_FOUND).
 */
export function contractsRoutes(deps: {
  contracts: ContractsService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { contracts, guards } = deps;
  return async (app) => {
    const tags = ['contracts'];
    const me = (request: FastifyRequest) => request.member!.subjectId;
    app.route({
      ...fromEndpoint(e.consolidated, guards, { tags }),
      handler: async (request) => ok(await contracts.consolidated(me(request))),
    });
    // The spec's four process calls (section 7): one action on a contract of that kind.
    const process = [
      [e.processDividend, 'dividend'],
      [e.processDailySalary, 'dailySalary'],
      [e.processHourSalary, 'hourSalary'],
      [e.processRealtimeSalary, 'realtimeSalary'],
    ] as const satisfies readonly (readonly [unknown, ContractKind])[];
    for (const [endpoint, kind] of process)
      app.route({
        ...fromEndpoint(endpoint, guards, { tags }),
        handler: async (request) =>
          ok(
            await contracts.process(
              me(request),
              kind,
              request.body.contractId,
              request.body.action,
              request.ip,
            ),
          ),
      });
    app.route({
      ...fromEndpoint(e.list, guards, { tags }),
      handler: async (request) => ok(await contracts.list(me(request), request.query)),
    });
    app.route({
      ...fromEndpoint(e.offer, guards, { tags }),
      handler: async (request) => ok(await contracts.offer(me(request), request.body, request.ip)),
    });
    app.route({
      ...fromEndpoint(e.preview, guards, { tags }),
      handler: async (request) => ok(await contracts.preview(me(request), request.body)),
    });
    app.route({
      ...fromEndpoint(e.statements, guards, { tags }),
      handler: async (request) => ok(await contracts.statements(me(request), request.query)),
    });
    app.route({
      ...fromEndpoint(e.statement, guards, { tags }),
      handler: async (request) => ok(await contracts.statement(me(request), request.params.id)),
    });
    app.route({
      ...fromEndpoint(e.detail, guards, { tags }),
      handler: async (request) => ok(await contracts.detail(me(request), request.params.id)),
    });
    app.route({
      ...fromEndpoint(e.previewOf, guards, { tags }),
      handler: async (request) => ok(await contracts.previewOf(me(request), request.params.id)),
    });
    app.route({
      ...fromEndpoint(e.act, guards, { tags }),
      handler: async (request) =>
        ok(await contracts.act(me(request), request.params.id, request.body.action, request.ip)),
    });
  };
}

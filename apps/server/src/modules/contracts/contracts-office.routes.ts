import { contractsOfficeEndpoints as e } from '@goldline/contract/api/contracts-office.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { ContractsOfficeService } from './contracts-office.service.ts';

/** Back-office house contracts (decision 096): operator token only; member tokens get UNAUTHORIZED. */
export function contractsOfficeRoutes(deps: {
  office: ContractsOfficeService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { office, guards } = deps;
  return async (app) => {
    const tags = ['admin'];
    app.route({
      ...fromEndpoint(e.list, guards, { tags }),
      handler: async (request) => ok(await office.list(request.query)),
    });
    app.route({
      ...fromEndpoint(e.offer, guards, { tags }),
      handler: async (request) =>
        ok(await office.offer(request.operator!.subjectId, request.body, request.ip)),
    });
    app.route({
      ...fromEndpoint(e.statements, guards, { tags }),
      handler: async (request) => ok(await office.statements(request.query)),
    });
    app.route({
      ...fromEndpoint(e.detail, guards, { tags }),
      handler: async (request) => ok(await office.detail(request.params.id)),
    });
    app.route({
      ...fromEndpoint(e.act, guards, { tags }),
      handler: async (request) =>
        ok(await office.act(request.operator!.subjectId, request.params.id, request.body.action, request.ip)),
    });
  };
}

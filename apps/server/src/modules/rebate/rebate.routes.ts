import { rebateEndpoints as e } from '@goldline/contract/api/rebate.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { RebateService } from './rebate.service.ts';

/** Manual rebate (flag MANPLAYREB3; issue 16, decision 102) and its back office. */
export function rebateRoutes(deps: { rebate: RebateService; guards: Guards }): FastifyPluginAsyncZod {
  const { rebate, guards } = deps;
  const tags = { tags: ['rebate'] };
  const admin = { tags: ['admin'] };
  return async (app) => {
    app.route({
      ...fromEndpoint(e.preview, guards, tags),
      handler: async (request) => ok(await rebate.preview(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.claim, guards, tags),
      handler: async (request) =>
        ok(await rebate.claim(request.member!.subjectId, request.body.idempotencyKey)),
    });
    app.route({
      ...fromEndpoint(e.claims, guards, tags),
      handler: async (request) => ok(await rebate.claims(request.member!.subjectId, request.query)),
    });
    app.route({
      ...fromEndpoint(e.adminSettings, guards, admin),
      handler: async () => ok(await rebate.adminSettings()),
    });
    app.route({
      ...fromEndpoint(e.adminUpdateSettings, guards, admin),
      handler: async (request) =>
        ok(await rebate.adminUpdateSettings(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminClaims, guards, admin),
      handler: async (request) => ok(await rebate.adminClaims(request.query)),
    });
  };
}

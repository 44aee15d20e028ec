import { referralEndpoints as e } from '@goldline/contract/api/referral.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta, ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { ReferralService } from './referral.service.ts';

/** Refer and earn (issue 16, decision 102) and its back office. */
export function referralRoutes(deps: { referral: ReferralService; guards: Guards }): FastifyPluginAsyncZod {
  const { referral, guards } = deps;
  const tags = { tags: ['referral'] };
  const admin = { tags: ['admin'] };
  return async (app) => {
    app.route({
      ...fromEndpoint(e.info, guards, tags),
      handler: async (request) =>
        ok(
          await referral.info(request.member!.subjectId, {
            deviceId: request.query.deviceId ?? null,
            ip: clientMeta(request).ip,
          }),
        ),
    });
    app.route({
      ...fromEndpoint(e.referees, guards, tags),
      handler: async (request) => ok(await referral.referees(request.member!.subjectId, request.query)),
    });
    app.route({
      ...fromEndpoint(e.adminRules, guards, admin),
      handler: async () => ok(await referral.adminRules()),
    });
    app.route({
      ...fromEndpoint(e.adminUpdateRules, guards, admin),
      handler: async (request) =>
        ok(await referral.adminUpdateRules(request.operator!.subjectId, request.body)),
    });
    app.route({
      ...fromEndpoint(e.adminReferrals, guards, admin),
      handler: async (request) => ok(await referral.adminReferrals(request.query)),
    });
  };
}

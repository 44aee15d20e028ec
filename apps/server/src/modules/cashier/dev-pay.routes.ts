import { cashierEndpoints as e } from '@goldline/contract/api/cashier.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import { loopbackOnly } from '../../plugins/loopback-only.ts';
import type { DepositService } from './deposit.service.ts';
import { signBody } from './gateway/signature.ts';

/**
 * POST /wps/dev/pay/:depositId: the DEMOPAY "payment page" action. Only registered when
 * DEV_TOOLS is on (like /wps/dev/outbox), and answers only this machine: it lets a member pay
 * their own deposit. It signs and posts the same callback a real provider would, through the
 * public callback route, so the demo exercises the real path.
 */
export function devPayRoutes(deps: { deposits: DepositService; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...fromEndpoint(e.devPay, deps.guards, { onRequest: [loopbackOnly] }),
      handler: async (request) => {
        const s = await deps.deposits.gatewaySigningFor(request.member!.subjectId, request.params.id);
        const body = JSON.stringify({
          depositId: s.deposit.id,
          amountMinor: s.deposit.amount.toString(),
          status: request.body.result,
          providerRef: `DEV-${s.deposit.id}`,
        });
        const res = await app.inject({
          method: 'POST',
          url: `/wps/cashier/gateway/${s.provider}/callback`,
          headers: {
            'content-type': 'application/json',
            [`x-${s.provider.toLowerCase()}-signature`]: signBody(body, s.secret),
          },
          payload: body,
        });
        if (res.statusCode !== 200) throw new AppError('INVALID_STATE');
        return ok({ status: res.json().value.status });
      },
    });
  };
}

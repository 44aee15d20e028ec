import { walletEndpoints as e } from '@goldline/contract/api/wallet.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { WalletService } from './wallet.service.ts';

export function walletRoutes(deps: { wallet: WalletService; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...fromEndpoint(e.balance, deps.guards, { tags: ['wallet'] }),
      handler: async (request) => ok(await deps.wallet.balance(request.member!.subjectId)),
    });
  };
}

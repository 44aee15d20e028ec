import { transferWalletEndpoints as e } from '@goldline/contract/api/transfer-wallet.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import type { TransferWalletService } from './transfer-wallet.service.ts';

/** Spec section 3 "Wallet: isSingle" and the transfer-mode vendors' wallets (decision 051). */
export function transferWalletRoutes(deps: {
  transferWallet: TransferWalletService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { transferWallet, guards } = deps;
  return async (app) => {
    const extras = { tags: ['games'] };
    // Fetched once by the games pages (spec section 4 caches).
    app.route({
      ...fromEndpoint(e.merchantWallet, guards, extras),
      handler: async (request) => ok(await transferWallet.merchantWallet(request.member!.subjectId)),
    });
    app.route({
      ...fromEndpoint(e.walletTransfer, guards, extras),
      handler: async (request) => ok(await transferWallet.transfer(request.member!.subjectId, request.body)),
    });
  };
}

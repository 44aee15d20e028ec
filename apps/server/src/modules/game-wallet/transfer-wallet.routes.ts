import { envelope } from '@goldline/contract/envelope';
import { MerchantWallet, WalletTransferRequest, WalletTransferResult } from '@goldline/contract/games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { TransferWalletService } from './transfer-wallet.service.ts';

/** Spec section 3 "Wallet: isSingle" and the transfer-mode vendors' wallets (decision 051). */
export function transferWalletRoutes(deps: {
  transferWallet: TransferWalletService;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { transferWallet, guards } = deps;
  return async (app) => {
    const tags = ['games'];
    // Fetched once by the games pages (spec section 4 caches).
    app.get(
      '/wps/relay/GCS_merchantWallet',
      { onRequest: guards.member, schema: { tags, response: { 200: envelope(MerchantWallet) } } },
      async (request) => ok(await transferWallet.merchantWallet(request.member!.subjectId)),
    );
    app.post(
      '/wps/relay/GCS_walletTransfer',
      {
        onRequest: guards.notTrial,
        config: { gate: true },
        schema: { tags, body: WalletTransferRequest, response: { 200: envelope(WalletTransferResult) } },
      },
      async (request) => ok(await transferWallet.transfer(request.member!.subjectId, request.body)),
    );
  };
}

import { envelope } from '@goldline/contract/envelope';
import { WalletBalance } from '@goldline/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { Guards } from '../../plugins/auth.ts';
import type { WalletService } from './wallet.service.ts';

export function walletRoutes(deps: { wallet: WalletService; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/wps/v2/wallets/balance',
      {
        onRequest: deps.guards.member,
        schema: { tags: ['wallet'], response: { 200: envelope(WalletBalance) } },
      },
      async (request) => ok(await deps.wallet.balance(request.member!.subjectId)),
    );
  };
}

import { VENDOR_SIGNATURE_HEADER } from '@goldline/contract/vendor-wallet';
import type { FastifyPluginAsync } from 'fastify';
import { VENDOR_ACTIONS, type VendorWalletService } from './vendor-wallet.service.ts';

/**
 * POST /vendor/:vendorCode/wallet/{balance,debit,credit,rollback} (contract vendor-wallet.ts).
 * An encapsulated plugin: its own body parser keeps the raw bytes (the signature covers them),
 * whatever the content type. No maintenance gate and no rate limit apply (plugins/gate.ts,
 * plugins/rate-limits.ts): wins and rollbacks are money owed to players and must always land.
 */
export function vendorWalletRoutes(deps: { vendorWallet: VendorWalletService }): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      done(null, body);
    });
    for (const action of VENDOR_ACTIONS) {
      app.post<{ Params: { vendorCode: string } }>(
        `/vendor/:vendorCode/wallet/${action}`,
        { schema: { hide: true } },
        async (request, reply) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const { httpStatus, answer } = await deps.vendorWallet.call(
            request.params.vendorCode,
            action,
            raw,
            request.headers[VENDOR_SIGNATURE_HEADER],
          );
          return reply.code(httpStatus).send(answer);
        },
      );
    }
  };
}

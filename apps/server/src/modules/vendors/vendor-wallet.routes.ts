import { vendorWalletRoutes as r } from '@goldline/contract/api/vendor-wallet.routes';
import { VENDOR_SIGNATURE_HEADER } from '@goldline/contract/vendor-wallet';
import type { FastifyPluginAsync } from 'fastify';
import { VENDOR_ACTIONS, type VendorWalletService } from './vendor-wallet.service.ts';

/**
 * POST /vendor/:vendorCode/wallet/{balance,debit,credit,rollback} (contract vendor-wallet.ts).
 * An encapsulated plugin: its own body parser keeps the raw bytes (the signature covers them),
 * whatever the content type. No maintenance gate and no rate limit apply (plugins/gate.ts,
 * plugins/rate-limits.ts): wins and rollbacks are money owed to players and must always land.
 * Method and path come from the contract route; not `fromEndpoint`, because the body must stay raw
 * bytes until the signature is checked (the service then parses it with the endpoint's schemas) and
 * the answer is the vendor protocol's own, not the site envelope.
 */
export function vendorWalletRoutes(deps: { vendorWallet: VendorWalletService }): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      done(null, body);
    });
    for (const action of VENDOR_ACTIONS) {
      app.route<{ Params: { vendorCode: string } }>({
        method: r[action].method,
        url: r[action].path,
        schema: { hide: true },
        handler: async (request, reply) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const { httpStatus, answer } = await deps.vendorWallet.call(
            request.params.vendorCode,
            action,
            raw,
            request.headers[VENDOR_SIGNATURE_HEADER],
          );
          return reply.code(httpStatus).send(answer);
        },
      });
    }
  };
}

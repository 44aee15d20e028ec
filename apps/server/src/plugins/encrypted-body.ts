import { JWE_CONTENT_TYPE } from '@goldline/contract/encryption';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { KeyService } from '../modules/keys/keys.service.ts';
import { registerNulGuard } from './nul-guard.ts';

/**
 * "Encrypted" calls (docs/decisions/012-encrypted-calls.md): routes with `config.encrypted` accept
 * only `application/jose` bodies, decrypted here before schema validation. A compatibility
 * envelope, not a security control: auth and rate limits never depend on it. Then, for every
 * route, the NUL guard (plugins/nul-guard.ts), which must see bodies after decryption.
 */
export function registerEncryptedBodies(app: FastifyInstance, keys: KeyService): void {
  app.addContentTypeParser(
    JWE_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      done(null, body);
    },
  );

  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== JWE_CONTENT_TYPE || typeof request.body !== 'string')
      throw new AppError('ENCRYPTION_REQUIRED');
    const plaintext = await keys.decrypt(request.body);
    try {
      request.body = JSON.parse(plaintext);
    } catch {
      throw new AppError('DECRYPTION_FAILED');
    }
  });
  // Every route's input, decrypted bodies included: hence here, right after the hook above.
  registerNulGuard(app);
}

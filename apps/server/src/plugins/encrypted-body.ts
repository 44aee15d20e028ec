import { JWE_CONTENT_TYPE } from '@goldline/contract/encryption';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { registerTextGuard } from './text-guard.ts';

/** What this plugin needs of the key service (modules/keys), injected by the composition root. */
export interface BodyDecrypter {
  decrypt(jwe: string): Promise<string>;
}

/**
 * "Encrypted" calls (docs/decisions/012-encrypted-calls.md): routes with `config.encrypted` accept
 * only `application/jose` bodies, decrypted here before schema validation. A compatibility
 * envelope, not a security control: auth and rate limits never depend on it. Then, for every
 * route, the text guard (plugins/text-guard.ts), which must see bodies after decryption.
 */
export function registerEncryptedBodies(app: FastifyInstance, keys: BodyDecrypter): void {
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
  registerTextGuard(app);
}

import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../lib/app-error.ts';
import { findUnstorableText } from '../lib/storable-text.ts';

/** A field name in the answer stays short even for an absurdly nested body. */
const MAX_FIELD_NAME = 200;

/**
 * No text PostgreSQL cannot store (U+0000, lone surrogates: lib/storable-text.ts) in any route's
 * params, querystring or body: VALIDATION_FAILED naming the field, before the route's own schema
 * sees the input. Must be registered after the hook that decrypts "encrypted" bodies
 * (plugins/encrypted-body.ts), so those are checked as the JSON they carry. Raw bodies (a Buffer:
 * the vendor wallet) are the route's job.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const at = findUnstorableText(input);
      if (at !== null) throw validationFailed({ [at.slice(0, MAX_FIELD_NAME) || '_']: 'invalid' });
    }
  });
}

import { errorStatus } from '@goldline/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** zod issue codes -> the words the web already knows from registration rules. */
function problemOf(keyword: string, params: Record<string, unknown>): string {
  if (keyword === 'too_small' || keyword === 'too_big') return 'length';
  if (keyword === 'invalid_format' || keyword === 'invalid_string') return 'pattern';
  if (keyword === 'invalid_type' && params.input === undefined) return 'required';
  return 'invalid';
}

/**
 * One mapping from errors to the envelope (docs/architecture.md "API"): AppError -> its code's
 * status; validation -> VALIDATION_FAILED with value.fields; other 4xx -> VALIDATION_FAILED;
 * everything else -> INTERNAL_ERROR without any detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const status = errorStatus[err.code];
      if (err.code === 'RATE_LIMITED' || err.code === 'SMS_THROTTLED') {
        const retry = err.details?.retryAfterSeconds;
        if (retry) void reply.header('retry-after', String(retry));
      }
      return reply.status(status).send({
        success: false,
        code: err.code,
        message: err.message,
        ...(err.details ? { value: err.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const key =
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (v.params.keys ? String(v.params.keys) : '_');
        fields[key] ??= problemOf(v.keyword, v.params);
      }
      return reply.status(400).send({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are invalid',
        value: { fields },
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, bad querystring...
      return reply
        .status(400)
        .send({ success: false, code: 'VALIDATION_FAILED', message: 'The request is malformed' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ success: false, code: 'INTERNAL_ERROR', message: 'System error' });
  });
}

/** NOT_FOUND envelope for unknown API paths (the static plugin handles the SPA's paths). */
export function notFoundEnvelope() {
  return { success: false, code: 'NOT_FOUND', message: 'Not found' } as const;
}

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers above 1 KB (game lists, records) for browsers that ask. Static files are
 * already compressed at build time (static-web.ts, preCompressed), so they pass through untouched.
 * Brotli at quality 4 costs about as much CPU as gzip 6 and still compresses better: a good trade
 * for dynamic JSON (the build uses the slowest, best settings for static files instead).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the SPA. Mantine injects styles at run time, hence 'unsafe-inline' for
 * styles only; scripts are 'self' (the web loads its pre-paint theme script as a file). HSTS is sent
 * only behind a TLS-terminating proxy (TRUST_PROXY), since plain http://localhost must keep working.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Vendors' game pages (operator-configured, https only) and video-site banner embeds.
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

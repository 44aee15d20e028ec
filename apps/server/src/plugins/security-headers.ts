import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers for the SPA. Mantine injects styles at run time, hence 'unsafe-inline' for
 * styles only; scripts are 'self', and the pages' one inline script (the pre-paint theme script)
 * is allowed by its hash on the HTML answers only (withScriptHashes, decision 098). HSTS is sent
 * only behind a TLS-terminating proxy (TRUST_PROXY), since plain http://localhost must keep working.
 */
export function securityHeaderOptions(opts: { hsts: boolean }): HelmetOptions {
  return {
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
  };
}

/**
 * The headers helmet sets for these options. None of our directives depends on the request (no
 * nonces, no functions), so helmet runs once, at start, against a recording response.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Every answer carries the headers (a root hook, so 404s, errors and static files too). They are
 * computed once: `@fastify/helmet` rebuilt helmet's middleware (parsing the CSP directives) on every
 * request, ~8-12 % of a small API call's CPU time (decision 076).
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }): Promise<void> {
  const headers = computeSecurityHeaders(securityHeaderOptions(opts));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * `csp` with `script-src` also allowing the inline scripts of these contents, by SHA-256 hash: the
 * page's own script runs, and an injected one (no matching hash) still does not. No 'unsafe-inline'.
 */
export function withScriptHashes(csp: string, scripts: string[]): string {
  if (scripts.length === 0) return csp;
  const hashes = scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return csp
    .split(';')
    .map((directive) => (directive.startsWith('script-src ') ? [directive, ...hashes].join(' ') : directive))
    .join(';');
}

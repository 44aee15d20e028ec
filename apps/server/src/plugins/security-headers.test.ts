import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, withScriptHashes } from './security-headers.ts';

// What helmet 8 sends for our options (decision 076 computes them once instead of per request).
const expected = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self' ws: wss:;frame-src 'self' https:;frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

async function appWith(hsts: boolean) {
  const app = Fastify({ logger: false });
  await registerSecurityHeaders(app, { hsts });
  await app.register(async (child) => {
    child.get('/ok', async () => ({ success: true }));
    child.get('/fails', async () => {
      throw new Error('boom');
    });
    child.get('/sets-own', async (_request, reply) => {
      void reply.header('x-frame-options', 'DENY');
      return 'x';
    });
  });
  return app;
}

describe('security headers', () => {
  it('are on every answer: a route in a child context, a 404, an error', async () => {
    const app = await appWith(false);
    for (const url of ['/ok', '/nowhere', '/fails']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(url === '/ok' ? 200 : url === '/fails' ? 500 : 404);
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    await app.close();
  });

  it('sends HSTS only when asked (behind a TLS proxy)', async () => {
    const app = await appWith(true);
    const res = await app.inject({ method: 'GET', url: '/ok' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });

  it('lets a route override one header for its own answer only', async () => {
    const app = await appWith(false);
    expect((await app.inject({ method: 'GET', url: '/sets-own' })).headers['x-frame-options']).toBe('DENY');
    expect((await app.inject({ method: 'GET', url: '/ok' })).headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });

  it('adds inline scripts to script-src by their SHA-256 hash, leaving every other directive as it was', () => {
    const csp = expected['content-security-policy'];
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    const hashed = withScriptHashes(csp, ['alert(1)']);
    expect(hashed).toBe(
      csp.replace(
        "script-src 'self'",
        "script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      ),
    );
    expect(withScriptHashes(csp, [])).toBe(csp);
  });
});

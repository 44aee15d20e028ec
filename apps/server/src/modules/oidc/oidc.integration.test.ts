import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../../test/helpers.ts';
import { createDemoIdentityProvider } from './demo-identity-provider.ts';

/**
 * Sign-in with an identity provider (decision 111) against a real OpenID Connect provider started
 * here on 127.0.0.1 (oidc-provider, the Demo ID page), standing in for Google: no network. The
 * browser's part (the provider's redirects and its sign-in form) is played with fetch and a cookie jar.
 */
const PUBLIC_URL = 'http://goldline.test';
const CALLBACK = `${PUBLIC_URL}/wps/auth/oidc/google/callback`;

let idp: Server;
let t: TestApp;

beforeAll(async () => {
  idp = createServer();
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const client = {
    clientId: 'goldline-test',
    clientSecret: 'test-secret-0123456789',
    redirectUris: [CALLBACK],
  };
  idp.on('request', await createDemoIdentityProvider({ issuer, client }));
  t = await createTestApp((c) => {
    c.oidc = {
      publicUrl: PUBLIC_URL,
      providers: [
        {
          id: 'google',
          kind: 'oidc',
          issuer,
          clientId: client.clientId,
          clientSecret: client.clientSecret,
          scope: 'openid email profile',
          allowHttp: true,
        },
      ],
    };
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => idp?.close(resolve));
});

/** The provider's side of a browser: follows its redirects, keeps its cookies, fills in its form. */
async function atProvider(authorizationUrl: string, name: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  let url = new URL(authorizationUrl);
  let body: string | undefined;
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(CALLBACK)) return url;
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    remember(res);
    body = undefined;
    if (res.status === 200 && url.pathname.startsWith('/interaction/')) {
      expect(await res.text()).toContain('Demo ID');
      body = new URLSearchParams({ name }).toString();
      continue;
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} at ${url.pathname}: ${await res.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';

/** What our server answers the provider's redirect back, for a sign-in started with `start`. */
async function callback(callbackUrl: URL, cookie: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location), PUBLIC_URL);
}

async function startSignIn() {
  const start = await t.app.inject({ method: 'GET', url: '/wps/auth/oidc/google/start' });
  expect(start.statusCode).toBe(302);
  return { location: String(start.headers.location), cookie: cookieOf(start.headers['set-cookie']) };
}

/** A whole sign-in as `name` at the provider: the token of the session it opens. */
async function signIn(name: string): Promise<string> {
  const { location, cookie } = await startSignIn();
  const landed = await callback(await atProvider(location, name), cookie);
  const code = landed.searchParams.get('oidc');
  expect(code, landed.href).toBeTruthy();
  const res = await t.sendEncrypted('POST', '/wps/auth/oidc/exchange', { code });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().value.nextStep).toBe('NONE');
  return res.json().value.token;
}

const whoIs = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.account as string;
};
const linksOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/security/oidc', headers: auth(token) })).json()
    .value;

describe('sign-in with an identity provider (local OpenID Connect provider)', () => {
  it('lists the configured provider, hidden once the operator switches it off', async () => {
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/auth/oidc/providers' })).json().value.providers;
    expect(await listed()).toContain('google');
    const op = (
      await t.app.inject({
        method: 'POST',
        url: '/admin/session/login',
        payload: { username: 'operator', password: 'Operator#2026' },
      })
    ).json().value.token;
    const set = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/oidc/providers/google',
        headers: auth(op),
        payload: { enabled },
      });
    const off = await set(false);
    expect(off.json().value.rows).toContainEqual({ provider: 'google', configured: true, enabled: false });
    expect(await listed()).not.toContain('google');
    const start = await t.app.inject({ method: 'GET', url: '/wps/auth/oidc/google/start' });
    expect(start.headers.location).toBe('/?oidcError=OIDC_PROVIDER_UNAVAILABLE');
    // Facebook has no client id and secret here: shown as not configured, never listed.
    expect(off.json().value.rows).toContainEqual({ provider: 'facebook', configured: false, enabled: true });
    expect((await set(true)).statusCode).toBe(200);
    expect(await listed()).toContain('google');
  });

  it('creates and links an account on the first sign-in, and signs in to it again the second time', async () => {
    const first = await signIn('Maria Lopez');
    const username = await whoIs(first);
    expect(username).toMatch(/^marialopez\d{4}$/);
    const links = await linksOf(first);
    expect(links.rows).toEqual([
      { provider: 'google', email: 'maria.lopez@demo-id.test', linkedAt: expect.any(String) },
    ]);
    expect(links.hasPassword).toBe(false);
    // The same provider account, a second time: the same member, no second account.
    expect(await whoIs(await signIn('Maria Lopez'))).toBe(username);
    const count = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM oidc_links WHERE subject = 'demo-maria.lopez'`.execute(t.db);
    expect(count.rows[0]?.n).toBe('1');
  });

  it('refuses a callback with a wrong state, without the starting browser, replayed, or with a wrong nonce', async () => {
    const { location, cookie } = await startSignIn();
    const back = await atProvider(location, 'Eve');
    const forged = new URL(back);
    forged.searchParams.set('state', 'not-the-state');
    expect((await callback(forged, cookie)).search).toBe('?oidcError=OIDC_SIGN_IN_FAILED');
    // Another browser (no cookie, or another attempt's cookie) can't finish this attempt (login CSRF).
    expect((await callback(back, '')).search).toBe('?oidcError=OIDC_SIGN_IN_FAILED');
    const other = await startSignIn();
    expect((await callback(back, other.cookie)).search).toBe('?oidcError=OIDC_SIGN_IN_FAILED');

    // An ID token minted for another attempt's nonce is refused even with the right state and cookie.
    const next = await startSignIn();
    const nextBack = await atProvider(next.location, 'Eve');
    await sql`UPDATE oidc_flows SET nonce = 'another-attempts-nonce' WHERE called_back_at IS NULL`.execute(
      t.db,
    );
    expect((await callback(nextBack, next.cookie)).search).toBe('?oidcError=OIDC_SIGN_IN_FAILED');
    // Used once: the same answer again finds no attempt.
    expect((await callback(nextBack, next.cookie)).search).toBe('?oidcError=OIDC_SIGN_IN_FAILED');

    // A hand-off code opens one session only.
    const good = await startSignIn();
    const code = (await callback(await atProvider(good.location, 'Eve'), good.cookie)).searchParams.get(
      'oidc',
    );
    expect((await t.sendEncrypted('POST', '/wps/auth/oidc/exchange', { code })).statusCode).toBe(200);
    const again = await t.sendEncrypted('POST', '/wps/auth/oidc/exchange', { code });
    expect(again.json()).toMatchObject({ success: false, code: 'OIDC_SIGN_IN_FAILED' });
  });

  it('lets a member link the provider, sign in with it, and unlink it', async () => {
    const demo = await loginToken(t, 'demo', 'PlayDemo#2026');
    const link = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/oidc/google/link',
      headers: auth(demo),
    });
    expect(link.statusCode, link.body).toBe(200);
    const landed = await callback(
      await atProvider(link.json().value.url, 'Demo Linker'),
      cookieOf(link.headers['set-cookie']),
    );
    expect(landed.pathname + landed.search).toBe('/member?tab=securityCenter&oidcLinked=google');
    expect((await linksOf(demo)).rows.map((r: { provider: string }) => r.provider)).toEqual(['google']);

    // Signing in with the linked provider account opens the demo member's session.
    expect(await whoIs(await signIn('Demo Linker'))).toBe('demo');

    // Another member can't take that provider account over.
    const player = await loginToken(t, 'player01', 'PlayDemo#2026');
    const steal = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/oidc/google/link',
      headers: auth(player),
    });
    const refused = await callback(
      await atProvider(steal.json().value.url, 'Demo Linker'),
      cookieOf(steal.headers['set-cookie']),
    );
    expect(refused.search).toBe('?oidcError=OIDC_ALREADY_LINKED');

    const unlink = await t.app.inject({
      method: 'DELETE',
      url: '/wps/member/security/oidc/google',
      headers: auth(demo),
    });
    expect(unlink.json()).toEqual({ success: true, value: {} });
    expect((await linksOf(demo)).rows).toEqual([]);
    // Unlinked: the provider account is no longer the demo member's; it signs up afresh.
    expect(await whoIs(await signIn('Demo Linker'))).not.toBe('demo');
  });

  it('keeps the only way in: a member without a password cannot unlink its only provider', async () => {
    const token = await signIn('Solo Player');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/wps/member/security/oidc/google',
      headers: auth(token),
    });
    expect(res.json()).toMatchObject({ success: false, code: 'OIDC_LAST_SIGN_IN' });
    expect((await linksOf(token)).rows).toHaveLength(1);
  });
});

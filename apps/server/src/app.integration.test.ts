import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, login, loginToken, type TestApp } from '../test/helpers.ts';

let t: TestApp;
let token: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginToken(t, 'agent', 'AgentDemo#2026');
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/session/login',
    payload: { username: 'operator', password: 'Operator#2026' },
  });
  operator = res.json().value.token;
});
afterAll(() => t.close());

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  encrypted?: boolean;
  as?: 'member' | 'operator';
};

/** Every call with input, fed something wrong: each must answer a coded envelope, never a 5xx. */
const badCalls: Call[] = [
  {
    method: 'POST',
    url: '/wps/session/login',
    body: { type: 'username', username: 'x'.repeat(65), password: '' },
    encrypted: true,
  },
  {
    method: 'POST',
    url: '/wps/session/login',
    body: { type: 'sms', countryDialingCode: '1', mobileNum: 'abc', verificationCode: '1' },
    encrypted: true,
  },
  { method: 'POST', url: '/wps/session/login/freeplay', body: { platform: 'X' } },
  {
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    body: { countryDialingCode: '+1', mobileNum: '123', purpose: 'register' },
  },
  { method: 'POST', url: '/wps/verification/sms/register', body: { countryDialingCode: '+1' } },
  { method: 'PUT', url: '/wps/member/register', body: { password: 'x' }, encrypted: true },
  {
    method: 'PUT',
    url: '/wps/member/register/mobile',
    body: { password: 'abcdef', confirmPassword: 'abcdef', termsAccepted: true },
    encrypted: true,
  },
  { method: 'GET', url: '/wps/agent/affiliate?code=' },
  { method: 'POST', url: '/wps/member/password', body: { newPassword: '' }, encrypted: true, as: 'member' },
  { method: 'POST', url: '/wps/member/password/verification', body: { mobileNum: '1' }, encrypted: true },
  { method: 'POST', url: '/wps/member/password/email', body: { username: 'demo', email: 'nope' } },
  { method: 'POST', url: '/admin/session/login', body: { username: '' } },
  { method: 'PUT', url: '/admin/system/settings', body: { whitelabel: { NOPE: true } }, as: 'operator' },
  { method: 'PUT', url: '/admin/system/settings', body: { defaultLanguage: 'XX' }, as: 'operator' },
];

describe('bad input on every call', () => {
  for (const c of badCalls) {
    it(`${c.method} ${c.url.slice(0, 60)} -> coded 4xx`, async () => {
      const headers: Record<string, string> = {};
      if (c.as === 'member') Object.assign(headers, auth(token));
      if (c.as === 'operator') Object.assign(headers, auth(operator));
      const res = c.encrypted
        ? await t.sendEncrypted(
            c.method as 'POST' | 'PUT',
            c.url,
            c.body,
            c.as === 'member' ? token : undefined,
          )
        : await t.app.inject({
            method: c.method,
            url: c.url,
            headers,
            ...(c.body ? { payload: c.body as object } : {}),
          });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(typeof body.code).toBe('string');
      expect(typeof body.message).toBe('string');
    });
  }

  it('answers malformed JSON with VALIDATION_FAILED', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('answers what the router refuses (bad percent-encoding, an over-long path parameter) with the envelope', async () => {
    for (const url of [
      '/wps/%E0%A4%A',
      '/wps/originals/rounds/%E0%A4%A',
      `/wps/originals/rounds/${'1'.repeat(10_000)}`,
      `/wps/cashier/deposits/${'9'.repeat(101)}/proof`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'The request is malformed',
      });
    }
  });
});

describe('anti-automation', () => {
  it('requires a captcha for every account after 10 failures from one IP', async () => {
    for (let i = 0; i < 10; i++) await login(t, `someone${i}`, 'wrong-password');
    const res = await login(t, 'demo', 'PlayDemo#2026');
    expect(res.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
  });

  it('rate limits per route when limits are on', async () => {
    const limited = await createTestApp((c) => {
      c.rateLimits = true;
    });
    try {
      let last = 0;
      for (let i = 0; i < 31; i++)
        last = (await limited.app.inject({ method: 'GET', url: '/wps/captcha' })).statusCode;
      expect(last).toBe(429);
      const res = await limited.app.inject({ method: 'GET', url: '/wps/captcha' });
      expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(res.json().value.retryAfterSeconds).toBeGreaterThan(0);
      // The web app's own files never count against the visitor.
      for (let i = 0; i < 310; i++) await limited.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect((await limited.app.inject({ method: 'GET', url: '/' })).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('serving the web build', () => {
  it('serves hashed assets immutable, index.html no-cache, and falls back to index.html for app routes', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'goldline-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Goldline SPA</title>');
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await createTestApp((c) => {
      c.webDist = dist;
    });
    try {
      const asset = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode, asset.body).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/', '/agentHome', '/member/wallet?tab=1']) {
        const page = await web.app.inject({ method: 'GET', url });
        expect(page.statusCode, `${url} ${page.body}`).toBe(200);
        expect(page.body).toContain('Goldline SPA');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      expect((await web.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await web.app.inject({ method: 'GET', url: '/wps/unknown' })).json().code).toBe('NOT_FOUND');
      expect((await web.app.inject({ method: 'GET', url: '/admin/unknown' })).json().code).toBe('NOT_FOUND');
    } finally {
      await web.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe('developer tools', () => {
  it('answer only this machine: a stranger or a relayed request gets NOT_FOUND', async () => {
    const strangers = [
      { remoteAddress: '203.0.113.5' },
      { remoteAddress: '::ffff:10.1.2.3' },
      // A proxy on this machine relaying someone elsewhere, with or without TRUST_PROXY.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' } },
    ];
    for (const who of strangers) {
      for (const [method, url] of [
        ['GET', '/wps/dev/outbox'],
        ['POST', '/wps/dev/pay/1'],
      ] as const) {
        const res = await t.app.inject({ method, url, ...who, payload: method === 'POST' ? {} : undefined });
        expect(res.statusCode, `${method} ${url} from ${JSON.stringify(who)}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
    const local = await t.app.inject({ method: 'GET', url: '/wps/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.json().value.messages).toBeInstanceOf(Array);
  });

  it('are absent when switched off: no outbox to read, no fake gateway to pay', async () => {
    const real = await createTestApp((c) => {
      c.devTools = false;
    });
    try {
      for (const [method, url] of [
        ['GET', '/wps/dev/outbox'],
        ['POST', '/wps/dev/pay/1'],
      ] as const) {
        const res = await real.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await real.close();
    }
  });
});

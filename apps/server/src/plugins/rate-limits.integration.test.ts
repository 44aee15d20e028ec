import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';

/**
 * The API-wide limit: per account once a guard has accepted the session, per IP otherwise (no
 * token, or a token not verified yet). Run with the limits scaled down (20 per IP, 60 per account,
 * the same shape as production's 300 and 1,200); each test uses its own client IP.
 */
const LIMITS = { perIp: 20, perAccount: 60 };
let t: TestApp;
let demo: string;
let player01: string;

const BALANCE = '/wps/v2/wallets/balance';
const get = (url: string, remoteAddress: string, token?: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress, ...(token ? { headers: auth(token) } : {}) });
/** Status codes of `n` calls made one after another. */
async function statuses(n: number, call: () => ReturnType<typeof get>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call()).statusCode);
  return out;
}
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;
const bogus = () => randomBytes(32).toString('base64url');

beforeAll(async () => {
  t = await createTestApp((c) => {
    c.rateLimits = true;
    c.apiLimits = LIMITS;
  });
  demo = await loginToken(t, 'demo', 'PlayDemo#2026');
  player01 = await loginToken(t, 'player01', 'PlayDemo#2026');
});
afterAll(() => t.close());

describe('API-wide rate limit', () => {
  it('is 300 a minute per IP and 1,200 per account in production', () => {
    expect(loadConfig({ LOG_LEVEL: 'silent' }).apiLimits).toEqual({ perIp: 300, perAccount: 1200 });
  });

  it('lets one member make well over the IP limit of calls in a minute', async () => {
    const codes = await statuses(LIMITS.perIp * 2, () => get(BALANCE, '10.1.0.1', demo));
    expect(count(codes, 200)).toBe(codes.length);
  });

  it('limits an IP without a session at the IP limit, with retry-after', async () => {
    const codes = await statuses(LIMITS.perIp, () => get('/wps/system/status', '10.1.0.2'));
    expect(count(codes, 200)).toBe(LIMITS.perIp);
    const over = await get('/wps/system/status', '10.1.0.2');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await get('/wps/system/status', '10.1.0.3')).statusCode).toBe(200);
  });

  it('gives two members behind one IP their own budgets, whatever the IP has used', async () => {
    const ip = '10.1.0.4';
    await statuses(LIMITS.perIp, () => get('/wps/system/status', ip));
    expect((await get('/wps/system/status', ip)).statusCode).toBe(429);
    // Both, from the exhausted IP, together over the IP limit.
    const both = await statuses(LIMITS.perIp, async () => {
      const a = await get(BALANCE, ip, demo);
      return a.statusCode === 200 ? get(BALANCE, ip, player01) : a;
    });
    expect(count(both, 200)).toBe(LIMITS.perIp);
    // demo has used about 2 x 20 + 20 calls of its 60, player01 about 20: each is counted alone,
    // so demo runs out after about the rest of its own budget while player01 goes on.
    let more = 0;
    while (more < LIMITS.perAccount && (await get(BALANCE, ip, demo)).statusCode === 200) more++;
    // +1: demo's very first call (in an earlier test) was counted per IP, before it was verified.
    expect([0, 1]).toContain(more);
    expect((await get(BALANCE, ip, demo)).json().code).toBe('RATE_LIMITED');
    expect((await get(BALANCE, ip, player01)).statusCode).toBe(200);
  });

  it('counts made-up tokens per IP: rotating them does not escape the limit', async () => {
    const ip = '10.1.0.5';
    const codes = await statuses(LIMITS.perIp, () => get(BALANCE, ip, bogus()));
    expect(count(codes, 401)).toBe(LIMITS.perIp);
    const over = await get(BALANCE, ip, bogus());
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
  });

  it('a logged-out token goes back to the per-IP count', async () => {
    const ip = '10.1.0.6';
    const token = await loginToken(t, 'player01', 'PlayDemo#2026');
    expect((await get(BALANCE, ip, token)).statusCode).toBe(200); // now verified
    await statuses(LIMITS.perIp, () => get(BALANCE, ip, bogus()));
    expect((await get(BALANCE, ip, bogus())).statusCode).toBe(429);
    expect((await get(BALANCE, ip, token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect((await get(BALANCE, ip, token)).statusCode).toBe(401);
    expect((await get(BALANCE, ip, token)).statusCode).toBe(429);
  });

  it('keeps the strict per-route limits per IP, also with a member session', async () => {
    const codes = await statuses(11, () =>
      t.app.inject({
        method: 'POST',
        url: '/admin/session/login',
        remoteAddress: '10.1.0.7',
        headers: auth(demo),
        payload: { username: 'operator', password: 'wrong' },
      }),
    );
    expect(count(codes, 429)).toBe(1);
    expect(codes[10]).toBe(429);
  });
});

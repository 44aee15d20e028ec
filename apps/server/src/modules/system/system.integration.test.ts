import { registrationFields } from '@goldline/contract/registration-rules';
import { SystemStatus, whitelabelFlags } from '@goldline/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function operatorToken(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/session/login',
    payload: { username: 'operator', password: 'Operator#2026' },
  });
  return res.json().value.token;
}
const settings = async (body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/admin/system/settings',
    headers: { 'x-session-token': await operatorToken() },
    payload: body as object,
  });

describe('system calls', () => {
  it('publishes the status with every flag, a rule for every field and the encryption key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    const value = SystemStatus.parse(res.json().value);
    expect(value.systemStatus).toBe(0);
    expect(Object.keys(value.whitelabel).sort()).toEqual([...whitelabelFlags].sort());
    expect(Object.values(value.whitelabel).every(Boolean)).toBe(true);
    expect(Object.keys(value.register).sort()).toEqual([...registrationFields].sort());
    expect(value.encryption.jwk.kty).toBe('RSA');
    expect(value.location.ip).toBe('127.0.0.1');
    expect(value.currency).toEqual({ currency: 'USD', currencySymbol: '$', decimals: 2 });
    expect(value.customerService.map((c) => c.csType)).toEqual([
      'LIVECHAT',
      'TELEGRAM',
      'WHATSAPP',
      'FACEBOOK',
    ]);
  });

  it('answers the smaller system calls', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json().value.FREEPLAY3,
    ).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/system/domainRoute' })).json().value.mainDomain,
    ).toBe('localhost');
    const help = (
      await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=EN&device=WEB' })
    ).json().value;
    expect(help.sections.map((s: { id: string }) => s.id)).toEqual(['terms', 'responsible-gaming', 'faq']);
    const fallback = (await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=TH' })).json()
      .value;
    expect(fallback.sections).toHaveLength(3);
    const rules = (await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' })).json().value;
    expect(rules.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 2,
      minLength: 6,
      maxLength: 16,
    });
  });

  it('serves a PNG captcha', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
    const { captchaId, image } = res.json().value;
    expect(captchaId).toMatch(/^[0-9a-f-]{36}$/);
    const png = Buffer.from(image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with the NOT_FOUND envelope and other paths with the build hint page', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/wps/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    const page = await t.app.inject({ method: 'GET', url: '/promotions' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('npm run build');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('publishes OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toContain('/wps/session/login');
  });

  it('keeps developer messages in the outbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/dev/outbox' });
    expect(res.json().value.messages).toBeInstanceOf(Array);
  });
});

describe('operator settings', () => {
  it('refuses non-operators and bad operator passwords', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/system/settings' })).json().code).toBe(
      'UNAUTHORIZED',
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/session/login',
      payload: { username: 'operator', password: 'x' },
    });
    expect(bad.json().code).toBe('INVALID_CREDENTIALS');
    const memberToken = (await login(t, 'agent', 'AgentDemo#2026')).json().value.token;
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/admin/system/settings',
      headers: { 'x-session-token': memberToken },
    });
    expect(asMember.json().code).toBe('UNAUTHORIZED');
    expect((await settings({ maintenance: { enabled: 'yes' } })).json().code).toBe('VALIDATION_FAILED');
    expect((await settings({ regionBlock: { cidrs: ['not-an-ip'] } })).json().code).toBe('VALIDATION_FAILED');
  });

  it('maintenance: status 1, login refused, system calls still work, audit written; then back to normal', async () => {
    const endTime = new Date(Date.now() + 3_600_000).toISOString();
    const on = await settings({ maintenance: { enabled: true, endTime, info: 'Upgrading the cashier' } });
    expect(on.json().value.maintenance).toEqual({ enabled: true, endTime, info: 'Upgrading the cashier' });
    const status = (await t.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value;
    expect(status.systemStatus).toBe(1);
    expect(status.maintenance).toEqual({ endTime, info: 'Upgrading the cashier' });
    const blocked = await login(t, 'demo', 'PlayDemo#2026');
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().code).toBe('MAINTENANCE');

    await settings({ maintenance: { enabled: false } });
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.systemStatus).toBe(
      0,
    );
    expect((await login(t, 'demo', 'PlayDemo#2026')).statusCode).toBe(200);
    const audit = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit[0]?.action).toBe('system.settings.update');
  });

  it('region blocking by IP list: status 2 and REGION_BLOCKED on member changes', async () => {
    await settings({ regionBlock: { cidrs: ['127.0.0.0/8'], message: 'Not here' } });
    const status = (await t.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value;
    expect(status.systemStatus).toBe(2);
    expect(status.regionRestriction).toEqual({ blocked: true, message: 'Not here' });
    expect(status.location.ip).toBe('127.0.0.1');
    // The answer is pre-serialized per snapshot in two variants (decision 076): a caller outside the
    // list, on the same snapshot, gets the open one with its own address, and nothing else differs.
    const outside = (
      await t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: '198.51.100.7' })
    ).json().value;
    expect(outside.systemStatus).toBe(0);
    expect(outside.regionRestriction).toEqual({ blocked: false, message: '' });
    expect(outside.location).toEqual({ ip: '198.51.100.7', country: null });
    const { systemStatus: _a, regionRestriction: _b, location: _c, ...siteOfBlocked } = status;
    const { systemStatus: _d, regionRestriction: _e, location: _f, ...siteOfOutside } = outside;
    expect(siteOfOutside).toEqual(siteOfBlocked);
    expect((await login(t, 'demo', 'PlayDemo#2026')).json().code).toBe('REGION_BLOCKED');
    await settings({ regionBlock: { cidrs: [] } });
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value.systemStatus).toBe(
      0,
    );
  });

  it('switches flags one by one (FREEPLAY3 off refuses free play)', async () => {
    await settings({ whitelabel: { FREEPLAY3: false } });
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    expect(res.json().code).toBe('FEATURE_DISABLED');
    const all = (await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json().value;
    expect(all.REFERRAL).toBe(true);
    await settings({ whitelabel: { FREEPLAY3: true } });
  });

  it('changes one registration rule and publishes it to the register form', async () => {
    expect((await settings({ registerRules: { email: { patternId: 999 } } })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await settings({ registerRules: { email: { minLength: 9, maxLength: 3 } } })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    const res = await settings({ registerRules: { captcha: { enabled: false, required: false } } });
    expect(res.json().value.registerRules.captcha).toMatchObject({ enabled: false, required: false });
    const rules = (await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' })).json().value;
    expect(rules.captcha.enabled).toBe(false);
    expect(rules.username.enabled).toBe(true);
    await settings({ registerRules: { captcha: { enabled: true, required: true } } });
  });

  it('trust and market: the footer claims nothing until the operator enters it; phone fields follow the market', async () => {
    const status = async () =>
      SystemStatus.parse((await t.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value);
    const before = await status();
    expect(before.trust).toEqual({ licence: '', licenceUrl: '', certifications: [] });
    // The demo market (seeded): a USD site with +1 numbers.
    expect(before.market).toEqual({ phoneCountryCode: '+1' });

    expect((await settings({ trust: { licenceUrl: 'http://insecure.example' } })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await settings({ market: { phoneCountryCode: '95' } })).json().code).toBe('VALIDATION_FAILED');
    const res = await settings({
      trust: { licence: 'Licence OGL/2026/001', licenceUrl: 'https://regulator.example/OGL-2026-001' },
      market: { phoneCountryCode: '+66' },
    });
    expect(res.json().value.trust.licence).toBe('Licence OGL/2026/001');
    const after = await status();
    expect(after.trust).toEqual({
      licence: 'Licence OGL/2026/001',
      licenceUrl: 'https://regulator.example/OGL-2026-001',
      certifications: [],
    });
    expect(after.market.phoneCountryCode).toBe('+66');

    // Emptied again: the claim leaves the footer.
    await settings({ trust: { licence: '', licenceUrl: '' }, market: { phoneCountryCode: '+1' } });
    expect((await status()).trust.licence).toBe('');
  });
});

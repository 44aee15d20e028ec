import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginToken, type TestApp } from '../../test/helpers.ts';

/**
 * A NUL (U+0000) or a lone surrogate anywhere in a request's input is VALIDATION_FAILED naming the
 * field, never the 500 PostgreSQL's refusal of them (0x00 in text, a lone surrogate's escape in
 * jsonb) would give (plugins/text-guard.ts).
 */
let t: TestApp;
let member: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await loginToken(t, 'demo', 'PlayDemo#2026');
  operator = (
    await t.app.inject({
      method: 'POST',
      url: '/admin/session/login',
      payload: { username: 'operator', password: 'Operator#2026' },
    })
  ).json().value.token;
});
afterAll(() => t.close());

const rejected = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    success: false,
    code: 'VALIDATION_FAILED',
    value: { fields: { [field]: 'invalid' } },
  });
};

describe('text PostgreSQL cannot store, in input', () => {
  it('in an encrypted body (member login), after decryption', async () => {
    const res = await t.sendEncrypted('POST', '/wps/session/login', {
      type: 'username',
      username: 'de\u0000mo',
      password: 'PlayDemo#2026',
    });
    rejected(res, 'username');
  });

  it('in a JSON body (operator login, originals client seed)', async () => {
    rejected(
      await t.app.inject({
        method: 'POST',
        url: '/admin/session/login',
        payload: { username: 'operator\u0000', password: 'Operator#2026' },
      }),
      'username',
    );
    rejected(
      await t.app.inject({
        method: 'POST',
        url: '/wps/originals/seeds/client',
        headers: auth(member),
        payload: { clientSeed: 'lucky\u0000seed' },
      }),
      'clientSeed',
    );
  });

  it('in a form body (forgot password by e-mail)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=de%00mo&email=demo%40example.com',
    });
    rejected(res, 'username');
  });

  it('in the querystring and in a path parameter', async () => {
    rejected(await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=ab%00c' }), 'code');
    rejected(
      await t.app.inject({ method: 'POST', url: '/wps/cashier/gateway/DEMO%00PAY/callback', payload: {} }),
      'provider',
    );
  });

  it('nested fields are named by their dotted path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/session/login',
      payload: { username: 'operator', password: 'x', extra: [{ note: 'a' }, { note: '\u0000' }] },
    });
    rejected(res, 'extra.1.note');
  });

  it('a lone surrogate too (an operator renaming a vendor: jsonb audit rows refused it)', async () => {
    const rename = (displayName: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/games/vendors/INHOUSE',
        headers: auth(operator),
        payload: { displayName },
      });
    rejected(await rename('Goldline \ud800'), 'displayName');
    rejected(await rename('\udc00 Goldline'), 'displayName');
    expect((await rename('Goldline 😀')).json()).toMatchObject({ success: true });
  });

  it('without a NUL the same calls work as before', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/originals/seeds/client',
      headers: auth(member),
      payload: { clientSeed: 'lucky-seed' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { current: { clientSeed: 'lucky-seed' } } });
  });
});

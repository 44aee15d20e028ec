import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, codeIn, createTestApp, login, loginToken, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login and logout', () => {
  it('logs in, reads member info, logs out, and the token is refused afterwards', async () => {
    const res = await login(t, 'demo', 'PlayDemo#2026');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      weakPassword: false,
      nextStep: 'NONE',
    });
    const token = value.token as string;

    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(token) });
    expect(info.json().value).toMatchObject({
      account: 'demo',
      type: 0,
      isAgent: false,
      // The demo seed's opening deposit (seed/seed-wallet.ts), credited through the ledger.
      balance: '1000.00',
      currencySymbol: '$',
    });
    // Bearer works too.
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.statusCode).toBe(200);

    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth(token) });
    expect(out.json()).toEqual({ success: true, value: {} });
    const after = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it('gives a new token at every login and reports firstTimeLogin only once', async () => {
    const a = (await login(t, 'player01', 'PlayDemo#2026')).json().value;
    const b = (await login(t, 'player01', 'PlayDemo#2026')).json().value;
    expect(a.token).not.toBe(b.token);
    expect(b.firstTimeLogin).toBe(false);
  });

  it('answers UNAUTHORIZED without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info' });
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('refuses plaintext bodies on encrypted routes and garbage JWEs', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: 'demo', password: 'PlayDemo#2026' },
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/jose' },
      payload: 'a.b.c.d.e',
    });
    expect(bad.json().code).toBe('DECRYPTION_FAILED');
  });

  it('validates the decrypted body', async () => {
    const res = await t.sendEncrypted('POST', '/wps/session/login', {
      type: 'username',
      username: '',
      password: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { username: 'length' } },
    });
    const wrongType = await t.sendEncrypted('POST', '/wps/session/login', { type: 'nope' });
    expect(wrongType.json().code).toBe('VALIDATION_FAILED');
  });

  it('does not reveal whether a username exists', async () => {
    const unknown = await login(t, 'nobody_here', 'whatever1');
    const wrong = await login(t, 'agent', 'whatever1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('INVALID_CREDENTIALS');
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('admits agents only on the agent portal', async () => {
    const member = await login(t, 'player01', 'PlayDemo#2026', { portal: 'agent' });
    expect(member.json().code).toBe('NOT_AGENT');
    const agent = await login(t, 'agent', 'AgentDemo#2026', { portal: 'agent' });
    expect(agent.statusCode).toBe(200);
    const agentOnMemberSite = await login(t, 'agent', 'AgentDemo#2026');
    expect(agentOnMemberSite.statusCode).toBe(200);
  });
});

describe('captcha after repeated failures', () => {
  it('requires a captcha after 3 failures for the account, and a correct captcha lets the member in', async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await login(t, 'demo', 'wrong-password');
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
      expect(res.json().value.captchaRequired).toBe(i >= 3);
    }
    const noCaptcha = await login(t, 'demo', 'PlayDemo#2026');
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });

    const wrongCaptcha = await login(t, 'demo', 'PlayDemo#2026', {
      ...(await t.knownCaptcha('AB3D')),
      captcha: 'ZZZZ',
    });
    expect(wrongCaptcha.json().code).toBe('CAPTCHA_REQUIRED');

    const captcha = await t.knownCaptcha('AB3D');
    const ok = await login(t, 'demo', 'PlayDemo#2026', { ...captcha, captcha: 'ab3d' });
    expect(ok.statusCode).toBe(200);
    // The captcha is single use.
    const reuse = await login(t, 'demo', 'wrong', captcha);
    expect(reuse.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('free play', () => {
  it('creates a trial account (type 4) with play money that member-only features refuse', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'web', platform: 'W' },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().value.token;
    const info = (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(token) })).json()
      .value;
    expect(info).toMatchObject({ type: 4, isTrial: true, balance: '2000.00' });
    const balance = (
      await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth(token) })
    ).json();
    expect(balance.value).toMatchObject({ playMoney: true, balance: '2000.00' });
    const change = await t.sendEncrypted(
      'POST',
      '/wps/member/password',
      { newPassword: 'abcdef1', confirmNewPassword: 'abcdef1' },
      token,
    );
    expect(change.json().code).toBe('TRIAL_FORBIDDEN');
  });

  it('also works without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' });
    expect(res.statusCode).toBe(200);
  });
});

describe('SMS login', () => {
  it('logs in with a code sent to the member’s phone', async () => {
    const phone = { countryDialingCode: '+1', mobileNum: '912345678' };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { ...phone, purpose: 'login' },
    });
    expect(sent.json().value).toEqual({ expiredMinutes: 5, resendAfterSeconds: 60 });
    const code = codeIn(await t.lastMessage('+1912345678'));
    const wrong = await t.sendEncrypted('POST', '/wps/session/login', {
      type: 'sms',
      ...phone,
      verificationCode: '000000' === code ? '111111' : '000000',
    });
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    const ok = await t.sendEncrypted('POST', '/wps/session/login', {
      type: 'sms',
      ...phone,
      verificationCode: code,
    });
    expect(ok.statusCode).toBe(200);
    const again = await t.sendEncrypted('POST', '/wps/session/login', {
      type: 'sms',
      ...phone,
      verificationCode: code,
    });
    expect(again.json().code).toBe('SMS_CODE_INVALID');
  });
});

describe('session timeouts', () => {
  it('expires an idle session with SESSION_EXPIRED', async () => {
    const short = await createTestApp((c) => {
      c.session.idleMs = 300;
    });
    try {
      const token = await loginToken(short, 'demo', 'PlayDemo#2026');
      expect(
        (await short.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(token) })).statusCode,
      ).toBe(200);
      await new Promise((r) => setTimeout(r, 450));
      const res = await short.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SESSION_EXPIRED');
    } finally {
      await short.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, codeIn, createTestApp, login, loginToken, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = async (extra: Record<string, unknown> = {}) => ({
  username: 'newplayer1',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  termsAccepted: true,
  ...(await t.knownCaptcha()),
  ...extra,
});

describe('register by username', () => {
  it('creates the member with a wallet and logs them in', async () => {
    const res = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ email: 'new@example.com' }),
    );
    expect(res.statusCode).toBe(200);
    const { token, firstTimeLogin, weakPassword } = res.json().value;
    expect(firstTimeLogin).toBe(true);
    expect(weakPassword).toBe(false);
    const info = (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(token) })).json()
      .value;
    expect(info).toMatchObject({ account: 'newplayer1', type: 0, email: 'new@example.com', balance: '0.00' });
    const wallet = await t.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('member_id', '=', info.id)
      .execute();
    expect(wallet).toHaveLength(1);
    expect(wallet[0]).toMatchObject({ kind: 'cash', balance: '0' });
    const hash = (
      await t.db
        .selectFrom('members')
        .select('password_hash')
        .where('id', '=', info.id)
        .executeTakeFirstOrThrow()
    ).password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken username, case-insensitively', async () => {
    const res = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'NewPlayer1' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('USERNAME_TAKEN');
  });

  it('applies the server rules field by field', async () => {
    const res = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: '9bad', email: 'not-an-email' }),
    );
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { username: 'length', email: 'pattern' } },
    });
    const noCaptcha = await t.sendEncrypted('PUT', '/wps/member/register', {
      ...(await registration({ username: 'another1' })),
      captcha: undefined,
    });
    expect(noCaptcha.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { captcha: 'required' } },
    });
    const wrongCaptcha = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'another1', captcha: 'QQQQ' }),
    );
    expect(wrongCaptcha.json().code).toBe('CAPTCHA_INVALID');
  });

  it('checks the confirmation, the terms and the age', async () => {
    const mismatch = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'another2', confirmPassword: 'x' }),
    );
    expect(mismatch.json().code).toBe('PASSWORD_MISMATCH');
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 20);
    const tooYoung = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'another2', birthday: young.toISOString().slice(0, 10) }),
    );
    expect(tooYoung.json().code).toBe('AGE_REQUIREMENT');
    const noTerms = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'another2', termsAccepted: false }),
    );
    expect(noTerms.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { termsAccepted: 'invalid' } },
    });
  });

  it('links the member under the agent of a valid affiliate code, and refuses unknown codes', async () => {
    const valid = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=agent01&domain=localhost',
    });
    expect(valid.json()).toEqual({ success: true, value: { valid: true } });
    const invalid = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE99' });
    expect(invalid.json()).toMatchObject({ success: false, code: 'INVALID_AFFILIATE_CODE' });
    const missing = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate' });
    expect(missing.json().code).toBe('VALIDATION_FAILED');

    const bad = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'downline2', affiliateCode: 'NOPE99' }),
    );
    expect(bad.json().code).toBe('INVALID_AFFILIATE_CODE');
    const ok = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'downline2', affiliateCode: 'AGENT01' }),
    );
    expect(ok.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('members as m')
      .innerJoin('members as a', 'a.id', 'm.parent_id')
      .select('a.username')
      .where('m.username', '=', 'downline2')
      .executeTakeFirstOrThrow();
    expect(row.username).toBe('agent');
    const badReferral = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'referred1', referralCode: 'NOPE' }),
    );
    expect(badReferral.json().code).toBe('INVALID_REFERRAL_CODE');
    const referred = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'referred1', referralCode: 'demo2026' }),
    );
    expect(referred.statusCode).toBe(200);
  });
});

describe('register by mobile', () => {
  it('needs the SMS code, copies the number into the username, and refuses the number twice', async () => {
    const phone = { countryDialingCode: '+60', mobileNum: '123456789' };
    const noCode = await t.sendEncrypted(
      'PUT',
      '/wps/member/register/mobile',
      await registration({ username: undefined, ...phone }),
    );
    expect(noCode.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { verificationCode: 'required' } },
    });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+60', mobileNo: '123456789' },
    });
    expect(sent.statusCode).toBe(200);
    const code = codeIn(await t.lastMessage('+60123456789'));
    const res = await t.sendEncrypted(
      'PUT',
      '/wps/member/register/mobile',
      await registration({ username: undefined, ...phone, verificationCode: code }),
    );
    expect(res.statusCode).toBe(200);
    const info = (
      await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(res.json().value.token) })
    ).json().value;
    expect(info).toMatchObject({ account: '123456789', mobileNum: '123456789', countryDialingCode: '+60' });

    const twice = await t.sendEncrypted(
      'PUT',
      '/wps/member/register/mobile',
      await registration({ username: undefined, ...phone, verificationCode: code }),
    );
    expect(['USERNAME_TAKEN', 'MOBILE_TAKEN']).toContain(twice.json().code);
  });

  it('asks a username sign-up for the SMS code only when it gives a number', async () => {
    const withNumber = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'numbered1', countryDialingCode: '+60', mobileNum: '198765432' }),
    );
    expect(withNumber.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { verificationCode: 'required' } },
    });
    const without = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'numberless1' }),
    );
    expect(without.statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('checks old password, confirmation and rule, then rotates and ends other sessions', async () => {
    const token = await loginToken(t, 'player01', 'PlayDemo#2026');
    const other = await loginToken(t, 'player01', 'PlayDemo#2026');
    const change = (body: Record<string, unknown>) =>
      t.sendEncrypted('POST', '/wps/member/password', body, token);

    expect(
      (
        await change({ oldPassword: 'nope', newPassword: 'Fresh#2026', confirmNewPassword: 'Fresh#2026' })
      ).json().code,
    ).toBe('OLD_PASSWORD_INCORRECT');
    expect(
      (
        await change({ oldPassword: 'PlayDemo#2026', newPassword: 'Fresh#2026', confirmNewPassword: 'x' })
      ).json().code,
    ).toBe('PASSWORD_MISMATCH');
    expect(
      (await change({ oldPassword: 'PlayDemo#2026', newPassword: 'abc', confirmNewPassword: 'abc' })).json(),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { newPassword: 'length' } },
    });
    expect(
      (
        await change({
          oldPassword: 'PlayDemo#2026',
          newPassword: 'PlayDemo#2026',
          confirmNewPassword: 'PlayDemo#2026',
        })
      ).json().code,
    ).toBe('PASSWORD_SAME_AS_OLD');
    expect((await change({ newPassword: 123 })).json().code).toBe('VALIDATION_FAILED');

    const ok = await change({
      oldPassword: 'PlayDemo#2026',
      newPassword: 'Fresh#2026',
      confirmNewPassword: 'Fresh#2026',
    });
    expect(ok.json()).toEqual({ success: true, value: {} });
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(token) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth(other) })).statusCode,
    ).toBe(401);
    expect((await login(t, 'player01', 'PlayDemo#2026')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login(t, 'player01', 'Fresh#2026')).statusCode).toBe(200);
  });

  it('forces a change for the weak password 123456, and not after', async () => {
    const res = await t.sendEncrypted(
      'PUT',
      '/wps/member/register',
      await registration({ username: 'weakling', password: '123456', confirmPassword: '123456' }),
    );
    expect(res.json().value.weakPassword).toBe(true);
    const first = await login(t, 'weakling', '123456');
    expect(first.json().value.weakPassword).toBe(true);
    const token = first.json().value.token;
    const change = await t.sendEncrypted(
      'POST',
      '/wps/member/password',
      { oldPassword: '123456', newPassword: 'Stronger#1', confirmNewPassword: 'Stronger#1' },
      token,
    );
    expect(change.statusCode).toBe(200);
    const next = await login(t, 'weakling', 'Stronger#1');
    expect(next.json().value.weakPassword).toBe(false);
  });
});

describe('forgot password', () => {
  it('by phone: SMS code, new password, and the returned token works', async () => {
    const phone = { countryDialingCode: '+1', mobileNum: '912345678' };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { ...phone, purpose: 'forgot' },
    });
    expect(sent.statusCode).toBe(200);
    const code = codeIn(await t.lastMessage('+1912345678'));
    const weak = await t.sendEncrypted('POST', '/wps/member/password/verification', {
      ...phone,
      verificationCode: code,
      newPassword: 'x',
    });
    expect(weak.json().code).toBe('VALIDATION_FAILED');
    const res = await t.sendEncrypted('POST', '/wps/member/password/verification', {
      ...phone,
      verificationCode: code,
      newPassword: 'Reset#2026',
    });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: auth(res.json().value.token),
    });
    expect(info.json().value.account).toBe('demo');
    expect((await login(t, 'demo', 'Reset#2026')).statusCode).toBe(200);
    const reuse = await t.sendEncrypted('POST', '/wps/member/password/verification', {
      ...phone,
      verificationCode: code,
      newPassword: 'Other#2026',
    });
    expect(reuse.json().code).toBe('SMS_CODE_INVALID');
  });

  it('by e-mail: always success; a match mails a one-time temporary password that forces a change', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=ghost&email=ghost%40example.com',
    });
    expect(unknown.json()).toEqual({ success: true, value: {} });
    const known = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'newplayer1', email: 'NEW@example.com' },
    });
    expect(known.json()).toEqual({ success: true, value: {} });
    const mail = await t.lastMessage('new@example.com');
    const temp = /temporary password is: (\S+)/.exec(mail)?.[1] ?? '';
    expect(temp).not.toBe('');
    const first = await login(t, 'newplayer1', temp);
    expect(first.json().value.passwordExpired).toBe(true);
    expect((await login(t, 'newplayer1', temp)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await login(t, 'newplayer1', 'Secret#123')).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'x' },
    });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('member info icon', () => {
  it('answers with an avatar for a logged-in member', async () => {
    const token = await loginToken(t, 'agent', 'AgentDemo#2026');
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: auth(token) });
    expect(res.json().value.avatarUrl).toMatch(/^\//);
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info/icon' })).json().code).toBe(
      'UNAUTHORIZED',
    );
  });
});

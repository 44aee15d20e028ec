import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../../../test/helpers.ts';
import { createWalletKit, type WalletKit } from '../../../test/wallet-kit.ts';

let k: WalletKit;
beforeAll(async () => {
  k = await createWalletKit();
});
afterAll(() => k.close());

const overview = async (token: string) => {
  const res = await k.call('GET', '/wps/member/security', token);
  expect(res.statusCode).toBe(200);
  return res.json().value;
};
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('security centre', () => {
  it('masks mobile and e-mail and lists recent logins with their IP', async () => {
    const res = await k.t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: '10.20.30.40',
      headers: { 'content-type': 'application/jose', 'user-agent': 'SecurityTest/1.0' },
      payload: await k.t.encrypt({ type: 'username', username: 'demo', password: 'PlayDemo#2026' }),
    });
    expect(res.statusCode).toBe(200);
    // A new IP for demo: the second step by SMS first (decision 103).
    const { challenge } = res.json().value.challenge;
    await k.t.app.inject({
      method: 'POST',
      url: '/wps/session/login/two-step/send',
      payload: { challenge, method: 'SMS' },
    });
    const done = await k.t.sendEncrypted('POST', '/wps/session/login/two-step', {
      challenge,
      method: 'SMS',
      code: codeIn(await k.t.lastMessage('+1912345678')),
    });
    expect(done.statusCode).toBe(200);
    const v = await overview(done.json().value.token);
    expect(v).toMatchObject({
      account: 'demo',
      mobileMasked: '+1 91****678',
      emailMasked: 'de**@example.com',
      hasPaymentPassword: true,
    });
    expect(JSON.stringify(v)).not.toContain('912345678');
    expect(JSON.stringify(v)).not.toContain('demo@example.com');
    expect(v.recentLogins).toHaveLength(2);
    expect(v.recentLogins[0]).toMatchObject({ ip: '10.20.30.40', userAgent: 'SecurityTest/1.0' });
    expect(v.recentLogins[1].ip).toBe('127.0.0.1');
    expect(Date.parse(v.recentLogins[0].time)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('binds a mobile with the SMS code; a wrong code is refused and binds nothing', async () => {
    const token = k.tokens.player01;
    expect((await overview(token)).mobileMasked).toBeNull();
    const sent = await k.t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+44', mobileNo: '7700900123' },
    });
    expect(sent.statusCode).toBe(200);
    const code = codeIn(await k.t.lastMessage('+447700900123'));
    expect(code).toMatch(/^\d{6}$/);
    const bind = (verificationCode: string) =>
      k.call('POST', '/wps/member/mobile/bind', token, {
        countryDialingCode: '+44',
        mobileNum: '7700900123',
        verificationCode,
      });
    const wrong = await bind(wrongCode(code));
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    expect((await overview(token)).mobileMasked).toBeNull();
    expect((await bind(code)).statusCode).toBe(200);
    expect((await overview(token)).mobileMasked).toBe('+44 77*****123');
    const row = await k.t.db
      .selectFrom('members')
      .select(['country_dialing_code', 'mobile_num'])
      .where('id', '=', k.ids.player01)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ country_dialing_code: '44', mobile_num: '7700900123' });
    // The code is spent.
    expect((await bind(code)).json().code).toBe('SMS_CODE_INVALID');
  });

  it('binds an e-mail with the mailed code; a wrong code is refused', async () => {
    const token = k.tokens.player01;
    const email = 'player.one@example.org';
    const sent = await k.call('POST', '/wps/member/email/bind', token, { email });
    expect(sent.json().value).toEqual({ expiredMinutes: 10 });
    const code = codeIn(await k.t.lastMessage(email));
    expect(code).toMatch(/^\d{6}$/);
    const confirm = (c: string, to = email) =>
      k.call('POST', '/wps/member/email/bind/confirm', token, { email: to, code: c });
    expect((await confirm(wrongCode(code))).json().code).toBe('SMS_CODE_INVALID');
    expect((await confirm(code, 'other@example.org')).json().code).toBe('SMS_CODE_INVALID');
    expect((await overview(token)).emailMasked).toBeNull();
    expect((await confirm(code)).statusCode).toBe(200);
    expect((await overview(token)).emailMasked).toBe('pl********@example.org');
    expect((await confirm(code)).json().code).toBe('SMS_CODE_INVALID');
  });

  it('payment password: first time with the login password, then changed with the old one', async () => {
    const token = k.tokens.player01;
    const send = (body: Record<string, string>) =>
      k.t.sendEncrypted('POST', '/wps/member/payment-password', body, token);
    expect((await overview(token)).hasPaymentPassword).toBe(false);
    const badLogin = await send({
      loginPassword: 'NotMine#1',
      newPaymentPassword: 'Secure#77',
      confirmPaymentPassword: 'Secure#77',
    });
    expect(badLogin.json().code).toBe('OLD_PASSWORD_INCORRECT');
    const mismatch = await send({
      loginPassword: 'PlayDemo#2026',
      newPaymentPassword: 'Secure#77',
      confirmPaymentPassword: 'Secure#78',
    });
    expect(mismatch.json().code).toBe('PASSWORD_MISMATCH');
    expect((await overview(token)).hasPaymentPassword).toBe(false);
    const first = await send({
      loginPassword: 'PlayDemo#2026',
      newPaymentPassword: 'Secure#77',
      confirmPaymentPassword: 'Secure#77',
    });
    expect(first.statusCode).toBe(200);
    expect((await overview(token)).hasPaymentPassword).toBe(true);

    // Once set, the login password no longer proves anything; the old payment password does.
    const byLogin = await send({
      loginPassword: 'PlayDemo#2026',
      newPaymentPassword: 'Secure#88',
      confirmPaymentPassword: 'Secure#88',
    });
    expect(byLogin.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { oldPaymentPassword: 'required' } },
    });
    const wrongOld = await send({
      oldPaymentPassword: 'Secure#00',
      newPaymentPassword: 'Secure#88',
      confirmPaymentPassword: 'Secure#88',
    });
    expect(wrongOld.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
    const changed = await send({
      oldPaymentPassword: 'Secure#77',
      newPaymentPassword: 'Secure#88',
      confirmPaymentPassword: 'Secure#88',
    });
    expect(changed.statusCode).toBe(200);
    const security = k.t.services.security;
    await expect(security.assertPaymentPassword(k.ids.player01, 'Secure#88')).resolves.toBeUndefined();
    await expect(security.assertPaymentPassword(k.ids.player01, 'Secure#77')).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_INCORRECT',
    });
  });

  it('a plaintext body on the payment-password route -> ENCRYPTION_REQUIRED, nothing changes', async () => {
    const before = await k.t.db
      .selectFrom('payment_passwords')
      .select(['hash', 'updated_at'])
      .where('member_id', '=', k.ids.player01)
      .executeTakeFirstOrThrow();
    const res = await k.call('POST', '/wps/member/payment-password', k.tokens.player01, {
      oldPaymentPassword: 'Secure#88',
      newPaymentPassword: 'Secure#99',
      confirmPaymentPassword: 'Secure#99',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('ENCRYPTION_REQUIRED');
    const after = await k.t.db
      .selectFrom('payment_passwords')
      .select(['hash', 'updated_at'])
      .where('member_id', '=', k.ids.player01)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});

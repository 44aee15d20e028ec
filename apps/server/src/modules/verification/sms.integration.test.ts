import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (mobileNum: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    remoteAddress,
    payload: { countryDialingCode: '+44', mobileNum, purpose: 'forgot' },
  });

describe('SMS throttling', () => {
  it('allows one send per phone per 60 s', async () => {
    expect((await send('7000000001')).statusCode).toBe(200);
    const again = await send('7000000001');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('SMS_THROTTLED');
    expect(again.json().value.retryAfterSeconds).toBeGreaterThan(50);
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('caps 5 sends per phone per hour', async () => {
    const phone = '44:7000000002';
    const old = new Date(Date.now() - 10 * 60_000);
    for (let i = 0; i < 5; i++) {
      await t.db
        .insertInto('sms_codes')
        .values({
          purpose: 'forgot',
          phone,
          code_hash: 'x$y',
          ip: '10.0.0.9',
          delivered: false,
          created_at: old,
          expires_at: old,
        })
        .execute();
    }
    const res = await send('7000000002');
    expect(res.json().code).toBe('SMS_THROTTLED');
    expect(res.json().value.retryAfterSeconds).toBeGreaterThanOrEqual(2990);
  });

  it('caps 20 sends per IP per hour', async () => {
    for (let i = 0; i < 20; i++)
      expect((await send(`71000000${String(i).padStart(2, '0')}`, '10.1.1.1')).statusCode).toBe(200);
    expect((await send('7200000000', '10.1.1.1')).json().code).toBe('SMS_THROTTLED');
    expect((await send('7200000000', '10.1.1.2')).statusCode).toBe(200);
  });

  it('answers the same for unknown numbers but delivers nothing', async () => {
    const before = await t.db
      .selectFrom('dev_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(before.n)).toBe(0);
  });

  it('rejects malformed numbers with VALIDATION_FAILED', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: 'x', mobileNo: '12' },
    });
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { countryDialingCode: 'pattern', mobileNo: 'pattern' } },
    });
  });

  it('limits wrong tries on a code', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+1', mobileNum: '912345678', purpose: 'login' },
    });
    const body = (
      await t.db.selectFrom('dev_outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).body;
    const code = /(\d{6})/.exec(body)?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await t.sendEncrypted('POST', '/wps/session/login', {
        type: 'sms',
        countryDialingCode: '+1',
        mobileNum: '912345678',
        verificationCode: wrong,
      });
      expect(r.json().code).toBe('SMS_CODE_INVALID');
    }
    const right = await t.sendEncrypted('POST', '/wps/session/login', {
      type: 'sms',
      countryDialingCode: '+1',
      mobileNum: '912345678',
      verificationCode: code,
    });
    expect(right.json().code).toBe('SMS_CODE_INVALID');
  });
});

import { describe, expect, it } from 'vitest';
import { phoneKey, smsRetryAfterSeconds } from './sms-policy.ts';

const now = new Date('2026-01-01T12:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);

describe('smsRetryAfterSeconds', () => {
  it('allows the first send', () => {
    expect(
      smsRetryAfterSeconds(
        { phone: { count: 0, oldest: null, newest: null }, ip: { count: 0, oldest: null } },
        now,
      ),
    ).toBe(0);
  });
  it('waits out the 60 s resend gap', () => {
    expect(
      smsRetryAfterSeconds(
        { phone: { count: 1, oldest: ago(20), newest: ago(20) }, ip: { count: 1, oldest: ago(20) } },
        now,
      ),
    ).toBe(40);
  });
  it('caps 5 per phone per hour', () => {
    expect(
      smsRetryAfterSeconds(
        { phone: { count: 5, oldest: ago(600), newest: ago(120) }, ip: { count: 5, oldest: ago(600) } },
        now,
      ),
    ).toBe(3000);
  });
  it('caps 20 per IP per hour', () => {
    expect(
      smsRetryAfterSeconds(
        { phone: { count: 0, oldest: null, newest: null }, ip: { count: 20, oldest: ago(3599) } },
        now,
      ),
    ).toBe(1);
  });
});

describe('phoneKey', () => {
  it('drops the plus', () => {
    expect(phoneKey('+60', '123456789')).toBe('60:123456789');
    expect(phoneKey('60', '123456789')).toBe('60:123456789');
  });
});

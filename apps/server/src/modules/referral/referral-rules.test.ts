import { describe, expect, it } from 'vitest';
import { maskName, monthStart, sharesPayoutAccount, signUpRefusal, verdict } from './referral-rules.ts';

const referrer = { devices: new Set(['dev-aaaa-1111']), ips: new Set(['203.0.113.7']) };

describe('self-referral at sign-up', () => {
  it('refuses the referrer device first, then the referrer IP, and lets a stranger through', () => {
    expect(signUpRefusal({ deviceId: 'dev-aaaa-1111', ip: '203.0.113.7' }, referrer)).toBe('SAME_DEVICE');
    expect(signUpRefusal({ deviceId: 'dev-bbbb-2222', ip: '203.0.113.7' }, referrer)).toBe('SAME_IP');
    expect(signUpRefusal({ deviceId: 'dev-bbbb-2222', ip: '198.51.100.1' }, referrer)).toBeNull();
    expect(signUpRefusal({ deviceId: null, ip: null }, referrer)).toBeNull();
  });
});

describe('payout accounts', () => {
  it('matches account numbers whatever their spacing and separators', () => {
    expect(sharesPayoutAccount(['1234 5678-90'], ['1234567890'])).toBe(true);
    expect(sharesPayoutAccount(['1234567891'], ['1234567890'])).toBe(false);
    expect(sharesPayoutAccount([], ['1234567890'])).toBe(false);
  });
});

describe('qualification', () => {
  const rules = { minDeposit: 5_000n, minTurnover: 20_000n };
  const deadline = new Date('2026-12-01T00:00:00Z');
  const before = new Date('2026-11-20T00:00:00Z');
  const after = new Date('2026-12-02T00:00:00Z');
  it('needs both the deposit and the turnover', () => {
    expect(verdict({ deposited: 5_000n, wagered: 20_000n, deadline, at: before }, rules)).toBe('QUALIFIED');
    expect(verdict({ deposited: 4_999n, wagered: 90_000n, deadline, at: before }, rules)).toBe('WAITING');
    expect(verdict({ deposited: 9_000n, wagered: 19_999n, deadline, at: before }, rules)).toBe('WAITING');
  });
  it('expires after the deadline unless already qualified', () => {
    expect(verdict({ deposited: 0n, wagered: 0n, deadline, at: after }, rules)).toBe('EXPIRED');
    expect(verdict({ deposited: 5_000n, wagered: 20_000n, deadline, at: after }, rules)).toBe('QUALIFIED');
  });
});

describe('masked names and months', () => {
  it('hides the middle of a name', () => {
    expect(maskName('player02')).toBe('pl*****2');
    expect(maskName('abcd')).toBe('ab*d');
    expect(maskName('abc')).toBe('a**');
    expect(maskName('张三丰大侠')).toBe('张三**侠');
  });
  it('starts the cap window on the first of the UTC month', () => {
    expect(monthStart(new Date('2026-11-26T07:00:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ipKey,
  lockedForSeconds,
  loginMethods,
  MAX_FAILURES_IN_WINDOW,
  needsSecondStep,
  stepUpMethod,
} from './two-step-policy.ts';

const none = { totp: false, mobile: false, email: false };
const phone = { totp: false, mobile: true, email: false };
const app = { totp: true, mobile: true, email: true };

describe('two-step policy (decision 103)', () => {
  it('asks on an unknown IP only when an IP is known and there is a factor to prove it with', () => {
    expect(needsSecondStep(phone, { known: false, any: true })).toBe(true);
    expect(needsSecondStep(phone, { known: true, any: true })).toBe(false);
    // Trust on first use: nothing remembered yet.
    expect(needsSecondStep(phone, { known: false, any: false })).toBe(false);
    expect(needsSecondStep(none, { known: false, any: true })).toBe(false);
  });

  it('asks at every login once the authenticator is on', () => {
    expect(needsSecondStep(app, { known: true, any: true })).toBe(true);
    expect(loginMethods(app)).toEqual(['TOTP', 'SMS', 'EMAIL', 'RECOVERY']);
    expect(loginMethods(phone)).toEqual(['SMS']);
  });

  it('steps up with the authenticator, else SMS only where the operator asks', () => {
    expect(stepUpMethod(app, false)).toBe('TOTP');
    expect(stepUpMethod(phone, false)).toBeNull();
    expect(stepUpMethod(phone, true)).toBe('SMS');
    expect(stepUpMethod(none, true)).toBeNull();
  });

  it('locks after the window fills, until its oldest failure leaves it', () => {
    const now = new Date('2026-11-26T08:00:00Z');
    const oldest = new Date(now.getTime() - 5 * 60_000);
    expect(lockedForSeconds({ count: MAX_FAILURES_IN_WINDOW - 1, oldest }, now)).toBe(0);
    expect(lockedForSeconds({ count: MAX_FAILURES_IN_WINDOW, oldest }, now)).toBe(600);
  });

  it('remembers an IPv4-mapped address as its IPv4', () => {
    expect(ipKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(ipKey('::1')).toBe('::1');
    expect(ipKey('2001:db8::1')).toBe('2001:db8::1');
  });
});

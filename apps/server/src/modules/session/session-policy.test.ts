import { describe, expect, it } from 'vitest';
import { captchaRequired, sessionState, touchIntervalMs } from './session-policy.ts';

const t = (ms: number) => new Date(1_700_000_000_000 + ms);

describe('sessionState', () => {
  const base = { createdAt: t(0), lastSeenAt: t(0), expiresAt: t(12 * 3_600_000), revokedAt: null };
  it('is active inside both timeouts', () => {
    expect(sessionState(base, t(60_000), 30 * 60_000)).toBe('active');
  });
  it('expires when idle too long', () => {
    expect(sessionState(base, t(30 * 60_000), 30 * 60_000)).toBe('expired');
  });
  it('expires at the absolute limit even when busy', () => {
    expect(sessionState({ ...base, lastSeenAt: t(12 * 3_600_000 - 1) }, t(12 * 3_600_000), 30 * 60_000)).toBe(
      'expired',
    );
  });
  it('reports revoked first', () => {
    expect(sessionState({ ...base, revokedAt: t(1) }, t(2), 30 * 60_000)).toBe('revoked');
  });
});

describe('captchaRequired', () => {
  it('triggers at 3 per account or 10 per IP', () => {
    expect(captchaRequired(2, 9)).toBe(false);
    expect(captchaRequired(3, 0)).toBe(true);
    expect(captchaRequired(0, 10)).toBe(true);
  });
});

describe('touchIntervalMs', () => {
  it('never exceeds a tenth of the idle timeout', () => {
    expect(touchIntervalMs(30 * 60_000)).toBe(60_000);
    expect(touchIntervalMs(1000)).toBe(100);
  });
});

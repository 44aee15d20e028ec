/**
 * Pure session and anti-automation rules (docs/decisions/011-sessions.md), kept free of I/O so unit
 * tests cover them directly.
 */
export type SessionState = 'active' | 'expired' | 'revoked';

export function sessionState(
  s: { createdAt: Date; lastSeenAt: Date; expiresAt: Date; revokedAt: Date | null },
  now: Date,
  idleMs: number,
): SessionState {
  if (s.revokedAt) return 'revoked';
  if (now.getTime() >= s.expiresAt.getTime()) return 'expired';
  if (now.getTime() - s.lastSeenAt.getTime() >= idleMs) return 'expired';
  return 'active';
}

/** Captcha after 3 failures per account or 10 per IP within 15 minutes (ASVS 6.3.1, no lockout). */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURES_BEFORE_CAPTCHA = 3;
export const IP_FAILURES_BEFORE_CAPTCHA = 10;

export function captchaRequired(accountFailures: number, ipFailures: number): boolean {
  return accountFailures >= ACCOUNT_FAILURES_BEFORE_CAPTCHA || ipFailures >= IP_FAILURES_BEFORE_CAPTCHA;
}

/** Saves one write per request: last_seen_at moves only when it is this stale (bounded by the idle timeout). */
export function touchIntervalMs(idleMs: number): number {
  return Math.min(60_000, Math.floor(idleMs / 10));
}

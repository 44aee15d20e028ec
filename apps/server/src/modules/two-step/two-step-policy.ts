/**
 * Pure rules of the second step (decision 103), free of I/O so unit tests cover them directly.
 */
export type Factor = 'TOTP' | 'SMS' | 'EMAIL' | 'RECOVERY';

/** A challenge lives 10 minutes and takes 5 wrong codes; 10 wrong codes in 15 minutes lock the member out. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_IN_WINDOW = 10;
/** A step-up is fresh this long: one withdrawal form filled in after the code, not a whole evening. */
export const STEP_UP_FRESH_MS = 5 * 60_000;
export const EMAIL_CODE_MINUTES = 10;
export const EMAIL_RESEND_SECONDS = 60;
export const RECOVERY_CODE_COUNT = 10;

export interface MemberFactors {
  totp: boolean;
  mobile: boolean;
  email: boolean;
}

/** The factors a member can finish a login with, best first; empty when they have none bound. */
export function loginMethods(f: MemberFactors): Factor[] {
  const methods: Factor[] = [];
  if (f.totp) methods.push('TOTP');
  if (f.mobile) methods.push('SMS');
  if (f.email) methods.push('EMAIL');
  if (f.totp) methods.push('RECOVERY');
  return methods;
}

/**
 * Whether a password login needs a second step. The authenticator, once on, is asked at every
 * login (the member chose it). Otherwise an IP the member has not logged in from asks, except for
 * a member with no remembered IP yet (trust on first use: a new registration, or an account from
 * before this feature) and a member with nothing to prove it with.
 */
export function needsSecondStep(f: MemberFactors, ip: { known: boolean; any: boolean }): boolean {
  if (f.totp) return true;
  if (ip.known || !ip.any) return false;
  return f.mobile || f.email;
}

/** Withdrawals and payment-password changes: the authenticator when on, else SMS where the operator asks. */
export function stepUpMethod(f: MemberFactors, smsStepUp: boolean): 'TOTP' | 'SMS' | null {
  if (f.totp) return 'TOTP';
  if (smsStepUp && f.mobile) return 'SMS';
  return null;
}

/** Seconds until the member may try again, or 0 when not locked. */
export function lockedForSeconds(failures: { count: number; oldest: Date | null }, now: Date): number {
  if (failures.count < MAX_FAILURES_IN_WINDOW || !failures.oldest) return 0;
  return Math.max(1, Math.ceil((failures.oldest.getTime() + FAILURE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * The address an IP is remembered under: an IPv4-mapped IPv6 address is its IPv4 (a dual-stack
 * socket reports ::ffff:127.0.0.1 for 127.0.0.1), so one machine is one address.
 */
export function ipKey(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

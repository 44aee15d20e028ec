/**
 * SMS code limits (docs/decisions/013-dev-message-outbox.md; spec section 4 "SMS countdown"):
 * codes live 5 minutes, one send per phone per 60 s, 5 per phone and 20 per IP per hour, 5 tries.
 */
export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_RESEND_SECONDS = 60;
export const SMS_PER_PHONE_PER_HOUR = 5;
export const SMS_PER_IP_PER_HOUR = 20;
export const SMS_MAX_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

export interface SendHistory {
  phone: { count: number; oldest: Date | null; newest: Date | null };
  ip: { count: number; oldest: Date | null };
}

/** Seconds to wait before another send is allowed, or 0 when allowed now. */
export function smsRetryAfterSeconds(h: SendHistory, now: Date): number {
  const waits: number[] = [];
  if (h.phone.newest) waits.push(h.phone.newest.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime());
  if (h.phone.count >= SMS_PER_PHONE_PER_HOUR && h.phone.oldest)
    waits.push(h.phone.oldest.getTime() + HOUR_MS - now.getTime());
  if (h.ip.count >= SMS_PER_IP_PER_HOUR && h.ip.oldest)
    waits.push(h.ip.oldest.getTime() + HOUR_MS - now.getTime());
  const wait = Math.max(0, ...waits);
  return Math.ceil(wait / 1000);
}

/** The key a phone number is stored under: dialing code digits, colon, national number. */
export function phoneKey(countryDialingCode: string, mobileNum: string): string {
  return `${countryDialingCode.replace(/^\+/, '')}:${mobileNum}`;
}

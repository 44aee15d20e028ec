import type { RefusedReason } from '@goldline/contract/referral';

/**
 * The pure parts of refer and earn (decision 102): when a referral is a self-referral, whether a
 * referee has qualified, and how a referee's name is shown to the referrer.
 */

/** What is known of where a member has been seen (devices and IP addresses) and where they are paid. */
export interface Footprint {
  devices: ReadonlySet<string>;
  ips: ReadonlySet<string>;
}

/** Sign-up: the referee's device or IP was seen on the referrer (device first: it is the stronger signal). */
export function signUpRefusal(
  referee: { deviceId: string | null; ip: string | null },
  referrer: Footprint,
): RefusedReason | null {
  if (referee.deviceId && referrer.devices.has(referee.deviceId)) return 'SAME_DEVICE';
  if (referee.ip && referrer.ips.has(referee.ip)) return 'SAME_IP';
  return null;
}

/** A bank account number without spaces, dashes or dots, upper case: "1234 5678" and "1234-5678" are one account. */
export const normaliseAccountNumber = (n: string) => n.replace(/[\s.-]/g, '').toUpperCase();

/** Referee and referrer share a payout (bank) account. */
export function sharesPayoutAccount(referee: readonly string[], referrer: readonly string[]): boolean {
  const mine = new Set(referrer.map(normaliseAccountNumber));
  return referee.some((n) => mine.has(normaliseAccountNumber(n)));
}

export type Verdict = 'QUALIFIED' | 'WAITING' | 'EXPIRED';

/** Deposited and wagered at least the rules' figures (both counted up to the deadline). */
export function verdict(
  facts: { deposited: bigint; wagered: bigint; deadline: Date; at: Date },
  rules: { minDeposit: bigint; minTurnover: bigint },
): Verdict {
  if (facts.deposited >= rules.minDeposit && facts.wagered >= rules.minTurnover) return 'QUALIFIED';
  return facts.at > facts.deadline ? 'EXPIRED' : 'WAITING';
}

/**
 * A referee's name as their referrer sees it: the first two characters and the last one, the rest
 * hidden ("player02" -> "pl*****2"); names of three characters or fewer keep only the first.
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}${'*'.repeat(Math.max(chars.length - 1, 2))}`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(chars.length - 3)}${chars.at(-1)}`;
}

/** The first instant of the UTC calendar month of `at` (the monthly cap's window). */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

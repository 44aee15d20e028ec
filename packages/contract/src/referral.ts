import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import { Amount, PositiveAmount } from './money.ts';

/**
 * Refer and earn (issue 16; spec: referralCode on /register, "invite friends" when referral is on;
 * docs/decisions/102-referral-and-manual-rebate.md). A member's invite link carries their referral
 * code; a sign-up with it links the referee to the referrer. The referrer is paid once per referee
 * when the referee has deposited and wagered enough within a number of days of signing up.
 */

/** The operator's refer-and-earn rules (settings key `referral`), amounts in the site currency. */
export const ReferralRules = z.object({
  /** Approved deposits of the referee within `withinDays` of signing up, at least. */
  minDeposit: PositiveAmount,
  /** Settled cash bets (net of rollbacks) of the referee within `withinDays`, at least. */
  minTurnover: PositiveAmount,
  withinDays: z.number().int().min(1).max(365),
  /** Paid to the referrer's cash balance, once per referee. */
  reward: PositiveAmount,
  /** At most this much paid to one referrer per calendar month (UTC); further qualified referees are CAPPED. */
  monthlyCap: PositiveAmount,
});
export type ReferralRules = z.infer<typeof ReferralRules>;

/**
 * PENDING: waiting for the referee's deposit and bets; PAID: the referrer was paid; REFUSED: a
 * self-referral (see `RefusedReason`), never paid; EXPIRED: not qualified within the days; CAPPED:
 * qualified after the referrer's monthly cap was reached.
 */
export const ReferralStatus = z.enum(['PENDING', 'PAID', 'REFUSED', 'EXPIRED', 'CAPPED']);
export type ReferralStatus = z.infer<typeof ReferralStatus>;

/** Why a referral is refused: the referee shares the referrer's device, IP address or payout (bank) account. */
export const RefusedReason = z.enum(['SAME_DEVICE', 'SAME_IP', 'SAME_PAYOUT_ACCOUNT']);
export type RefusedReason = z.infer<typeof RefusedReason>;

/**
 * A browser's stable random id (the web keeps it in localStorage), sent with a sign-up and when a
 * member opens the referral page: the same id on both sides is the "same device" of a self-referral.
 */
export const DeviceId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'pattern');

export const ReferralInfoQuery = z.object({ deviceId: DeviceId.optional() });

/** GET /wps/referral: the caller's invite code and link, the rules and their figures. */
export const ReferralInfo = z.object({
  code: z.string(),
  /** Site-relative: the web puts its own origin in front (the register modal reads `referralCode`). */
  registerPath: z.string(),
  rules: ReferralRules,
  figures: z.object({
    invited: z.number().int(),
    qualified: z.number().int(),
    pending: z.number().int(),
    earned: Amount,
    earnedThisMonth: Amount,
  }),
});
export type ReferralInfo = z.infer<typeof ReferralInfo>;

/** One referee as the referrer sees them: the name masked. */
export const Referee = z.object({
  id: z.string(),
  maskedName: z.string(),
  status: ReferralStatus,
  reason: RefusedReason.nullable(),
  reward: Amount.nullable(),
  registeredAt: z.iso.datetime(),
  /** The last moment the referee can qualify. */
  deadline: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Referee = z.infer<typeof Referee>;
export const RefereeListQuery = PageQuery;
export const RefereeList = pageOf(Referee);
export type RefereeList = z.infer<typeof RefereeList>;

/** Back office: every referral with both names, the device and IP it was judged on. */
export const AdminReferral = z.object({
  refereeId: z.string(),
  referee: z.string(),
  referrerId: z.string(),
  referrer: z.string(),
  status: ReferralStatus,
  reason: RefusedReason.nullable(),
  deviceId: z.string().nullable(),
  ip: z.string().nullable(),
  reward: Amount.nullable(),
  registeredAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type AdminReferral = z.infer<typeof AdminReferral>;
export const AdminReferralListQuery = PageQuery.extend({ status: ReferralStatus.optional() });
export const AdminReferralList = pageOf(AdminReferral);
export type AdminReferralList = z.infer<typeof AdminReferralList>;

import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import { Amount, PositiveAmount } from './money.ts';

/**
 * Responsible gaming (issue 17; decision 107): money limits per calendar period, a session time
 * limit, reality checks, time-outs and self-exclusion. Every bet and deposit is checked by the
 * server; these calls only set and show them.
 */
export const RgLimitKind = z.enum(['DEPOSIT', 'LOSS', 'WAGER']);
export type RgLimitKind = z.infer<typeof RgLimitKind>;
export const RgPeriod = z.enum(['DAY', 'WEEK', 'MONTH']);
export type RgPeriod = z.infer<typeof RgPeriod>;

/** Reality-check intervals a member can choose, in minutes (0: off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60, 120] as const;
/** A time-out lasts 24 hours to 6 weeks; a self-exclusion 6 months to 5 years (AGCO 2.13/2.14). */
export const TIME_OUT_DAYS = [1, 7, 14, 30, 42] as const;
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;
/** Session time limits, in minutes. */
export const SESSION_LIMIT_MINUTES = [30, 60, 120, 180, 240, 360] as const;

export const RgMoneyLimit = z.object({
  kind: RgLimitKind,
  period: RgPeriod,
  /** The limit in force now. */
  amount: Amount,
  /** What this period has used so far (deposits, stakes or net losses). */
  used: Amount,
  /** Start of the next period, when `used` starts again from zero (ISO). */
  resetsAt: z.string(),
  /** A raise or a removal waiting for its 24-hour cool-off: the new amount (null: removed) and when. */
  pending: z.object({ amount: Amount.nullable(), effectiveAt: z.string() }).nullable(),
});
export type RgMoneyLimit = z.infer<typeof RgMoneyLimit>;

export const RgSessionLimit = z.object({
  minutes: z.number().int(),
  pending: z.object({ minutes: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
});

export const RgNetPosition = z.object({
  /** Wins minus stakes (negative: the member is down). */
  day: Amount,
  week: Amount,
  month: Amount,
});

export const RgOverview = z.object({
  limits: z.array(RgMoneyLimit),
  sessionLimit: RgSessionLimit.nullable(),
  realityCheckMinutes: z.number().int(),
  /** Net position over the last 24 hours, 7 days and 30 days. */
  netPosition: RgNetPosition,
  /** The operator's calendar for day, week and month limits (IANA zone). */
  timeZone: z.string(),
});
export type RgOverview = z.infer<typeof RgOverview>;

/** Set, lower, raise or (amount null) remove one money limit. */
export const RgSetLimitRequest = z.object({
  kind: RgLimitKind,
  period: RgPeriod,
  amount: PositiveAmount.nullable(),
});
export type RgSetLimitRequest = z.infer<typeof RgSetLimitRequest>;

export const RgSetSessionLimitRequest = z.object({
  minutes: z
    .number()
    .int()
    .refine((m) => (SESSION_LIMIT_MINUTES as readonly number[]).includes(m), 'minutes')
    .nullable(),
});

export const RgRealityCheckRequest = z.object({
  minutes: z
    .number()
    .int()
    .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), 'minutes'),
});

/** A time-out (days) or a self-exclusion (months); both log the member out at once. */
export const RgExcludeRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('TIME_OUT'),
    days: z
      .number()
      .int()
      .refine((d) => (TIME_OUT_DAYS as readonly number[]).includes(d), 'days'),
  }),
  z.object({
    type: z.literal('SELF_EXCLUSION'),
    months: z
      .number()
      .int()
      .refine((m) => (SELF_EXCLUSION_MONTHS as readonly number[]).includes(m), 'months'),
  }),
]);
export type RgExcludeRequest = z.infer<typeof RgExcludeRequest>;

export const RgExclusion = z.object({
  type: z.enum(['TIME_OUT', 'SELF_EXCLUSION']),
  until: z.string(),
});

/** The reality check's figures: this session's length and its net position. */
export const RgSessionStatus = z.object({
  startedAt: z.string(),
  /** Wins minus stakes since the session started. */
  net: Amount,
  realityCheckMinutes: z.number().int(),
});
export type RgSessionStatus = z.infer<typeof RgSessionStatus>;

/**
 * The back office's read-only view of a member's settings (the member centre's figures) and
 * exclusion; an exclusion can't be lifted before its end.
 */
export const RgMemberParam = z.object({ memberId: z.string().regex(/^\d{1,18}$/) });
export const RgAdminView = RgOverview.extend({ exclusion: RgExclusion.nullable() });
export type RgAdminView = z.infer<typeof RgAdminView>;

/** GET /admin/rg/members?username=: the operator finds a member by username (exact, any case). */
export const RgMemberLookupQuery = z.object({ username: z.string().trim().min(1).max(50) });
export const RgMemberLookup = z.object({ memberId: z.string(), username: z.string() });
export type RgMemberLookup = z.infer<typeof RgMemberLookup>;

/** GET /admin/rg/exclusions: members on a time-out or self-exclusion now, soonest end first. */
export const RgExcludedQuery = PageQuery;
export const RgExcludedMember = RgMemberLookup.merge(RgExclusion);
export type RgExcludedMember = z.infer<typeof RgExcludedMember>;
export const RgExcludedPage = pageOf(RgExcludedMember);
export type RgExcludedPage = z.infer<typeof RgExcludedPage>;

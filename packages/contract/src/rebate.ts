import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import { GameType } from './games.ts';
import { Amount, IdempotencyKey } from './money.ts';
import { Percent } from './promotions.ts';

/**
 * Manual rebate (flag MANPLAYREB3; issue 16; docs/decisions/102-referral-and-manual-rebate.md): a
 * member claims a rebate on their valid bet (settled cash bets net of rollbacks) since their last
 * claim, per game type at the operator's rates, once per period, paid to the cash balance.
 */

export const RebatePeriod = z.enum(['DAILY', 'WEEKLY']);
export type RebatePeriod = z.infer<typeof RebatePeriod>;

/** The operator's rebate settings (settings key `rebate`). */
export const RebateSettings = z.object({
  /** One claim per calendar period (UTC; weeks start on Monday). */
  period: RebatePeriod,
  /** Percent of valid bet per game type; a type not listed earns nothing. */
  rates: z.partialRecord(GameType, Percent),
  /** A claim below this total is refused (REBATE_NOTHING_TO_CLAIM). */
  minClaim: Amount,
  /** Bets older than this many days never earn a rebate (a first claim does not reach back for ever). */
  lookbackDays: z.number().int().min(1).max(90),
});
export type RebateSettings = z.infer<typeof RebateSettings>;

/** Valid bet of one game type in the window, its rate and its rebate. */
export const RebateLine = z.object({
  gameType: z.string(),
  validBet: Amount,
  ratePercent: z.number(),
  amount: Amount,
});
export type RebateLine = z.infer<typeof RebateLine>;

export const RebateClaim = z.object({
  id: z.string(),
  periodKey: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  lines: z.array(RebateLine),
  total: Amount,
  claimedAt: z.iso.datetime(),
});
export type RebateClaim = z.infer<typeof RebateClaim>;

/** GET /wps/rebate: what a claim now would pay, and whether this period's claim is still open. */
export const RebatePreview = z.object({
  period: RebatePeriod,
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  lines: z.array(RebateLine),
  total: Amount,
  minClaim: Amount,
  /** NOTHING: below minClaim; CLAIMED: this period's claim is made (next at `nextClaimAt`). */
  state: z.enum(['CLAIMABLE', 'NOTHING', 'CLAIMED']),
  nextClaimAt: z.iso.datetime().nullable(),
  rates: z.array(z.object({ gameType: GameType, ratePercent: z.number() })),
});
export type RebatePreview = z.infer<typeof RebatePreview>;

/** One key per claim attempt: a repeat of the same request answers the same claim. */
export const ClaimRebateRequest = z.object({ idempotencyKey: IdempotencyKey });
export type ClaimRebateRequest = z.infer<typeof ClaimRebateRequest>;

export const RebateClaimListQuery = PageQuery;
export const RebateClaimList = pageOf(RebateClaim);
export type RebateClaimList = z.infer<typeof RebateClaimList>;

export const AdminRebateClaim = RebateClaim.extend({ memberId: z.string(), account: z.string() });
export type AdminRebateClaim = z.infer<typeof AdminRebateClaim>;
export const AdminRebateClaimList = pageOf(AdminRebateClaim);
export type AdminRebateClaimList = z.infer<typeof AdminRebateClaimList>;

import * as z from 'zod';
import { IdParam, PageQuery, ProofImage, pageOf } from './cashier.ts';
import { GameType } from './games.ts';
import { Amount, PositiveAmount } from './money.ts';

/**
 * Promotions, activities, bonuses and the reward centre (issue 16; spec sections 2, 4, 5, 7, 9;
 * docs/decisions/090-bonus-accounts-and-wagering.md, 091-promotion-rules-and-eligibility.md).
 * Amounts are decimal strings in the site currency (decision 002). Every text a member reads is a
 * code the web translates (with params), except the operator's own title, summary and content.
 */

/** Where a promotion is listed (the tabs of /promotions). */
export const PromotionCategory = z.enum(['WELCOME', 'DEPOSIT', 'CASHBACK', 'FREE_BET', 'SPECIAL']);
export type PromotionCategory = z.infer<typeof PromotionCategory>;

/** What it pays. Each type has its own rules (below); the operator sets them, not the code. */
export const PromotionType = z.enum(['DEPOSIT_MATCH', 'FIRST_DEPOSIT', 'CASHBACK', 'FREE_BET', 'SIGN_UP']);
export type PromotionType = z.infer<typeof PromotionType>;

/**
 * How a member takes part: CLAIM pays at once when eligible; APPLY sends an application (remark and
 * images) that an operator approves or rejects.
 */
export const PromotionMode = z.enum(['CLAIM', 'APPLY']);
export type PromotionMode = z.infer<typeof PromotionMode>;

/** How often one member may receive it: once ever, or once per calendar period (site time zone UTC). */
export const PromotionPeriod = z.enum(['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY']);
export type PromotionPeriod = z.infer<typeof PromotionPeriod>;

/** Percent with at most 2 decimals, e.g. 100 (a full match) or 0.5. */
export const Percent = z.number().min(0).max(1000).multipleOf(0.01);
/** A wagering multiple: the bonus times this must be bet before it is released (0 = released at once). */
export const WageringMultiple = z.number().min(0).max(200).multipleOf(0.01);

/**
 * How much a bet of each game type counts toward wagering, in percent (slots usually 100, live
 * 10 to 20). A game type that is not listed counts `otherGames`.
 */
export const GameWeights = z.object({
  weights: z.partialRecord(GameType, z.number().int().min(0).max(100)).default({}),
  otherGames: z.number().int().min(0).max(100).default(100),
});
export type GameWeights = z.infer<typeof GameWeights>;

const DepositMatchRules = z.object({
  type: z.literal('DEPOSIT_MATCH'),
  /** Bonus = deposit x percent / 100, at most maxBonus. */
  percent: Percent,
  maxBonus: PositiveAmount,
  minDeposit: PositiveAmount,
});
const FirstDepositRules = DepositMatchRules.extend({ type: z.literal('FIRST_DEPOSIT') });
const CashbackRules = z.object({
  type: z.literal('CASHBACK'),
  /** Net loss (bets - wins) of the last closed period of `period` (DAILY, WEEKLY or MONTHLY). */
  percent: Percent,
  maxBonus: PositiveAmount,
  minLoss: PositiveAmount,
});
const FreeBetRules = z.object({ type: z.literal('FREE_BET'), amount: PositiveAmount });
const SignUpRules = z.object({
  type: z.literal('SIGN_UP'),
  amount: PositiveAmount,
  /** Only members registered at most this many days ago. */
  withinDays: z.number().int().min(1).max(365),
});

/** The type's own figures, by type. */
export const PromotionTypeRules = z.discriminatedUnion('type', [
  DepositMatchRules,
  FirstDepositRules,
  CashbackRules,
  FreeBetRules,
  SignUpRules,
]);
export type PromotionTypeRules = z.infer<typeof PromotionTypeRules>;

/** Everything the operator sets about how a promotion pays (stored as data, decision 091). */
export const PromotionRules = z.object({
  reward: PromotionTypeRules,
  mode: PromotionMode,
  period: PromotionPeriod,
  wageringMultiple: WageringMultiple,
  gameWeights: GameWeights,
  /** Days a granted bonus has to be wagered before it expires (and is taken back). */
  expiryDays: z.number().int().min(1).max(365),
  /** A withdrawal while the bonus is still being wagered forfeits it (the common rule). */
  forfeitOnWithdraw: z.boolean(),
});
export type PromotionRules = z.infer<typeof PromotionRules>;

/**
 * What a member sees on a promotion (spec section 4 activity statuses): JOIN (can take part),
 * CLAIM (a reward waits), APPLYING, REJECTED, ISSUED (approved and paid), CLAIMED, IN_PROCESS
 * (paid, wagering under way), JOINED (took part this period, nothing more to do), SIGNED (signed in
 * today; daily sign-in activities), CLOSED (ended or not open to them), COMING_SOON (starts later).
 */
export const ActivityStatus = z.enum([
  'JOIN',
  'CLAIM',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'IN_PROCESS',
  'JOINED',
  'SIGNED',
  'CLOSED',
  'COMING_SOON',
]);
export type ActivityStatus = z.infer<typeof ActivityStatus>;

/**
 * Why a member can or cannot take part, as a code the web translates (`promotions:eligibility.<code>`)
 * with its params (amounts as decimal strings, dates as ISO strings).
 */
export const EligibilityCode = z.enum([
  /** Eligible: nothing stands in the way. */
  'eligible',
  /** Eligible: a qualifying deposit of {amount} gives a bonus of {bonus}. */
  'eligibleDeposit',
  /** Eligible: last {period}'s net loss {loss} gives {bonus} back. */
  'eligibleCashback',
  'loginRequired',
  'trialAccount',
  /** Starts at {start}. */
  'notStarted',
  'ended',
  /** Needs a deposit of at least {amount} since {since}. */
  'minDeposit',
  /** Only the member's first deposit counts, and it was made before this promotion or already used. */
  'firstDepositOnly',
  /** Already received this {period} (or ever, for ONCE). */
  'alreadyClaimed',
  'applicationPending',
  /** Net loss {loss} of the last period is below {minLoss}. */
  'noNetLoss',
  /** Only members who registered within {days} days. */
  'signUpWindow',
]);
export type EligibilityCode = z.infer<typeof EligibilityCode>;
export const EligibilityReason = z.object({
  code: EligibilityCode,
  params: z.record(z.string(), z.string()),
});
export type EligibilityReason = z.infer<typeof EligibilityReason>;
export const Eligibility = z.object({
  eligible: z.boolean(),
  /** The first is the main one; more may follow. Never empty. */
  reasons: z.array(EligibilityReason).min(1),
});
export type Eligibility = z.infer<typeof Eligibility>;

/** A promotion in the list (GET /wps/promotions). `eligibility` and `status` are for the caller. */
export const PromotionSummary = z.object({
  id: z.string(),
  category: PromotionCategory,
  type: PromotionType,
  mode: PromotionMode,
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  status: ActivityStatus,
  eligibility: Eligibility,
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;

export const PromotionListQuery = z.object({
  category: PromotionCategory.optional(),
  language: z.string().max(8).optional(),
});
export type PromotionListQuery = z.infer<typeof PromotionListQuery>;
export const PromotionList = z.object({
  categories: z.array(z.object({ category: PromotionCategory, count: z.number().int() })),
  promotions: z.array(PromotionSummary),
});
export type PromotionList = z.infer<typeof PromotionList>;

/** GET /wps/promotions/:id: the summary plus the sanitised HTML content and the rules in figures. */
export const PromotionDetail = PromotionSummary.extend({
  /** HTML sanitised by the server on save and again on answer (sanitize-html, content module's rules). */
  content: z.string(),
  rules: z.object({
    reward: PromotionTypeRules,
    period: PromotionPeriod,
    wageringMultiple: z.number(),
    gameWeights: GameWeights,
    expiryDays: z.number().int(),
    forfeitOnWithdraw: z.boolean(),
  }),
  /** The caller's latest application, when the promotion is APPLY. */
  application: z
    .object({
      id: z.string(),
      status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
});
export type PromotionDetail = z.infer<typeof PromotionDetail>;
export const PromotionDetailQuery = z.object({ language: z.string().max(8).optional() });
export type PromotionDetailQuery = z.infer<typeof PromotionDetailQuery>;

/** Spec section 5 and 9: remark at most 140 characters, up to 3 png or jpg images of at most 5 MB. */
export const APPLICATION_REMARK_MAX = 140;
export const MAX_APPLICATION_IMAGES = 3;

/** POST /wps/promotions/:id/apply (APPLY promotions). */
export const ApplyPromotionRequest = z.object({
  remark: z.string().trim().max(APPLICATION_REMARK_MAX).default(''),
  images: z.array(ProofImage).max(MAX_APPLICATION_IMAGES).default([]),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9._:-]{8,64}$/, 'pattern'),
});
export type ApplyPromotionRequest = z.infer<typeof ApplyPromotionRequest>;

export const ApplicationStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

export const Application = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  /** The member-facing status (APPLYING, ISSUED, REJECTED...). */
  status: ActivityStatus,
  applicationStatus: ApplicationStatus,
  remark: z.string(),
  imageCount: z.number().int(),
  /** The operator's reason on a rejection. */
  reviewNote: z.string().nullable(),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type Application = z.infer<typeof Application>;
export const ApplicationList = pageOf(Application);
export type ApplicationList = z.infer<typeof ApplicationList>;
export const ApplicationListQuery = PageQuery.extend({ language: z.string().max(8).optional() });
export type ApplicationListQuery = z.infer<typeof ApplicationListQuery>;

/** POST /wps/promotions/:id/claim (CLAIM promotions): pays now if eligible. */
export const ClaimPromotionRequest = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9._:-]{8,64}$/, 'pattern'),
});
export type ClaimPromotionRequest = z.infer<typeof ClaimPromotionRequest>;

export const BonusStatus = z.enum(['ACTIVE', 'RELEASED', 'FORFEITED', 'EXPIRED']);
export type BonusStatus = z.infer<typeof BonusStatus>;

/** One bonus grant (bonusDetails, spec section 2). */
export const Bonus = z.object({
  id: z.string(),
  promotionId: z.string().nullable(),
  promotionTitle: z.string(),
  type: PromotionType,
  amount: Amount,
  wageringRequired: Amount,
  wageringDone: Amount,
  status: BonusStatus,
  forfeitOnWithdraw: z.boolean(),
  grantedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** When it was released, forfeited or expired. */
  closedAt: z.iso.datetime().nullable(),
});
export type Bonus = z.infer<typeof Bonus>;
export const BonusListQuery = PageQuery.extend({
  status: BonusStatus.optional(),
  language: z.string().max(8).optional(),
});
export type BonusListQuery = z.infer<typeof BonusListQuery>;
export const BonusList = pageOf(Bonus).extend({
  /** The member's bonus balance (locked until released, decision 090). */
  bonusBalance: Amount,
  /** Wagering still owed on active bonuses, added to the withdraw turnover. */
  wageringOutstanding: Amount,
});
export type BonusList = z.infer<typeof BonusList>;

/** A reward waiting in the reward centre (e.g. cashback computed at a period end, or an approval). */
export const RewardStatus = z.enum(['CLAIMABLE', 'CLAIMED', 'EXPIRED']);
export type RewardStatus = z.infer<typeof RewardStatus>;
export const Reward = z.object({
  id: z.string(),
  promotionId: z.string().nullable(),
  title: z.string(),
  type: PromotionType,
  amount: Amount,
  status: RewardStatus,
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  claimedAt: z.iso.datetime().nullable(),
  /** The bonus the claim granted. */
  bonusId: z.string().nullable(),
});
export type Reward = z.infer<typeof Reward>;
export const RewardListQuery = PageQuery.extend({
  status: RewardStatus.optional(),
  language: z.string().max(8).optional(),
});
export type RewardListQuery = z.infer<typeof RewardListQuery>;
export const RewardList = pageOf(Reward);
export type RewardList = z.infer<typeof RewardList>;

/** The answer of a claim (promotion or reward): the bonus it granted. A repeat answers the same bonus. */
export const ClaimResult = z.object({ bonus: Bonus });
export type ClaimResult = z.infer<typeof ClaimResult>;

/** GET /wps/promotions/badges: the menu's counts (spec section 2 badges; public state availablePromoCount). */
export const PromotionBadges = z.object({
  /** Open promotions the caller is eligible for (for a visitor: open promotions). */
  availablePromoCount: z.number().int(),
  /** Rewards waiting to be claimed (0 for a visitor). */
  rewardCenterCount: z.number().int(),
});
export type PromotionBadges = z.infer<typeof PromotionBadges>;

// ---- Back office (operator token; every change writes an audit row) ----

const Localised = z.record(z.string().regex(/^[A-Z]{2}$/), z.string().max(20_000));

export const PromotionState = z.enum(['DRAFT', 'SCHEDULED', 'ACTIVE', 'ENDED', 'DISABLED']);
export type PromotionState = z.infer<typeof PromotionState>;

/** POST /admin/promotions and PUT /admin/promotions/:id: create or edit, with the schedule. */
export const PromotionUpsert = z.object({
  category: PromotionCategory,
  /** Per language (two-letter site codes, EN required); content is HTML, sanitised on save. */
  title: Localised.refine((v) => typeof v.EN === 'string' && v.EN.trim().length > 0, 'required'),
  summary: Localised.default({}),
  content: Localised.default({}),
  imageUrl: z.string().max(500).nullable().default(null),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
  rules: PromotionRules,
});
export type PromotionUpsert = z.infer<typeof PromotionUpsert>;

export const AdminPromotion = z.object({
  id: z.string(),
  category: PromotionCategory,
  title: Localised,
  summary: Localised,
  content: Localised,
  imageUrl: z.string().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  rules: PromotionRules,
  state: PromotionState,
  grants: z.number().int(),
  pendingApplications: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;
export const AdminPromotionList = z.object({ promotions: z.array(AdminPromotion) });
export type AdminPromotionList = z.infer<typeof AdminPromotionList>;

export const AdminApplication = Application.extend({ memberId: z.string(), account: z.string() });
export type AdminApplication = z.infer<typeof AdminApplication>;
export const AdminApplicationListQuery = PageQuery.extend({
  status: ApplicationStatus.optional(),
  promotionId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
export type AdminApplicationListQuery = z.infer<typeof AdminApplicationListQuery>;
export const AdminApplicationList = pageOf(AdminApplication);
export type AdminApplicationList = z.infer<typeof AdminApplicationList>;

/**
 * POST /admin/promotions/applications/:id/approve: grants the promotion's bonus. For deposit-based
 * types the operator gives the amount the bonus is worked out from (`baseAmount`, e.g. the deposit
 * the member named in the remark); fixed-amount types ignore it.
 */
export const ApproveApplicationRequest = z.object({
  baseAmount: PositiveAmount.optional(),
  note: z.string().trim().max(500).default(''),
});
export type ApproveApplicationRequest = z.infer<typeof ApproveApplicationRequest>;
export const RejectApplicationRequest = z.object({ note: z.string().trim().min(1).max(500) });
export type RejectApplicationRequest = z.infer<typeof RejectApplicationRequest>;

export const PromotionIdParam = IdParam;
/** GET /admin/promotions/applications/:id/images/:n: the n-th image's bytes (0-based), not the envelope. */
export const ApplicationImageParams = IdParam.extend({ n: z.coerce.number().int().min(0).max(2) });
export type ApplicationImageParams = z.infer<typeof ApplicationImageParams>;
export const ApplicationImage = z.custom<Uint8Array>((v) => v instanceof Uint8Array);

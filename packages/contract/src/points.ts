import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import { Amount, IdempotencyKey } from './money.ts';
import { Translations } from './translations.ts';

/**
 * Loyalty points and the points mall (issue 16; spec sections 3, 7 and 9; decision 100). Points are
 * whole numbers carried as digit strings (they live in the ledger as bigint), never expire, and are
 * shown only while the operator's PTSYS3 flag is on.
 */

export const Points = z.string().regex(/^-?\d{1,18}$/, 'points');
export type Points = z.infer<typeof Points>;

/** Where points are earned (spec section 3 "Points types"), by the game type of the settled bet. */
export const EarnType = z.enum(['LIVE', 'LOTTERY', 'CARD', 'SLOTS', 'SPORTS', 'DEPOSIT']);
export type EarnType = z.infer<typeof EarnType>;
/** A line of the points history: an earning, a redemption for goods, its refund, or a conversion to cash. */
export const PointsMoveType = z.enum([...EarnType.options, 'REDEEM', 'REFUND', 'CONVERT', 'ADJUSTMENT']);
export type PointsMoveType = z.infer<typeof PointsMoveType>;

/** GET /wps/relay/getPointConfig; PUT /admin/points/config. */
export const PointsConfig = z.object({
  /** Points per 100.00 of valid bet (or deposit), by type; 0 earns nothing. */
  rates: z.record(EarnType, z.number().int().min(0).max(100_000)),
  /** Points worth 1.00 of cash when converted (MCS2_convertPoint). */
  pointsPerUnit: z.number().int().min(1).max(1_000_000),
  /** The fewest points one conversion takes. */
  minConvert: z.number().int().min(1).max(100_000_000),
});
export type PointsConfig = z.infer<typeof PointsConfig>;

/** GET /wps/relay/MCS2_getPointBalance. */
export const PointsBalance = z.object({ points: Points });
export type PointsBalance = z.infer<typeof PointsBalance>;

export const Goods = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** Points the goods cost. */
  points: Points,
  /** What the goods are worth in money, shown beside the points. */
  amount: Amount,
  /** Valid bet of the last 30 days needed to redeem (0.00: none). */
  amountRequirement: Amount,
  stock: z.number().int(),
});
export type Goods = z.infer<typeof Goods>;

/** GET /wps/relay/getPointReward?language=AR: the goods on offer, named in the member's language. */
export const GoodsQuery = z.object({ language: z.string().max(8).optional() });
export type GoodsQuery = z.infer<typeof GoodsQuery>;
export const GoodsList = z.object({ rows: z.array(Goods) });
export type GoodsList = z.infer<typeof GoodsList>;

export const RedemptionStatus = z.enum(['IN_PROCESS', 'APPROVED', 'REJECTED']);
export type RedemptionStatus = z.infer<typeof RedemptionStatus>;

/** Where the goods are sent (spec section 3 "receiving address"). */
export const ReceivingAddress = z.object({
  name: z.string().trim().min(1).max(60),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{5,20}$/, 'pattern'),
  address: z.string().trim().min(5).max(200),
});
export type ReceivingAddress = z.infer<typeof ReceivingAddress>;

export const Redemption = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  points: Points,
  status: RedemptionStatus,
  address: ReceivingAddress,
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof Redemption>;

/** GET /wps/relay/getRedeemPointList: the member's redemptions, newest first. */
export const RedemptionListQuery = PageQuery.extend({
  status: RedemptionStatus.optional(),
  /** The goods' names in this language (EN when missing). */
  language: z.string().max(8).optional(),
});
export type RedemptionListQuery = z.infer<typeof RedemptionListQuery>;
export const RedemptionList = pageOf(Redemption);
export type RedemptionList = z.infer<typeof RedemptionList>;

/** Encrypted POST /wps/relay/passwordCheck/MCS2_redeemPointReward: one item of goods for points. */
export const RedeemRequest = z.object({
  goodsId: z.string().regex(/^\d{1,18}$/),
  address: ReceivingAddress,
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: IdempotencyKey,
});
export type RedeemRequest = z.infer<typeof RedeemRequest>;

/** Encrypted POST /wps/relay/passwordCheck/MCS2_convertPoint: points to cash at the operator's rate. */
export const ConvertRequest = z.object({
  points: Points.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), 'points'),
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: IdempotencyKey,
});
export type ConvertRequest = z.infer<typeof ConvertRequest>;
export const ConvertResult = z.object({ points: Points, amount: Amount, balance: Points });
export type ConvertResult = z.infer<typeof ConvertResult>;

/** GET /wps/relay/ODSFE2_MemTransDet: the points history, newest first. */
export const PointsHistoryRow = z.object({
  id: z.string(),
  type: PointsMoveType,
  points: Points,
  balanceAfter: Points,
  time: z.string(),
});
export type PointsHistoryRow = z.infer<typeof PointsHistoryRow>;
export const PointsHistoryQuery = PageQuery;
export const PointsHistory = pageOf(PointsHistoryRow);
export type PointsHistory = z.infer<typeof PointsHistory>;

/** Back office: goods with their switches; name and description are the English defaults (decision 115). */
export const AdminGoods = Goods.extend({
  enabled: z.boolean(),
  sort: z.number().int(),
  nameTranslations: Translations(80),
  descriptionTranslations: Translations(500),
});
export type AdminGoods = z.infer<typeof AdminGoods>;
export const AdminGoodsList = z.object({ rows: z.array(AdminGoods) });
export type AdminGoodsList = z.infer<typeof AdminGoodsList>;
export const GoodsUpsert = z.object({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500).default(''),
  nameTranslations: Translations(80).default({}),
  descriptionTranslations: Translations(500).default({}),
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/|https:\/\/)/, 'pattern')
    .nullable(),
  points: Points.refine((v) => !v.startsWith('-') && /[1-9]/.test(v), 'points'),
  amount: Amount,
  amountRequirement: Amount,
  stock: z.number().int().min(0).max(1_000_000),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type GoodsUpsert = z.infer<typeof GoodsUpsert>;

export const AdminRedemption = Redemption.extend({ memberId: z.string(), account: z.string() });
export type AdminRedemption = z.infer<typeof AdminRedemption>;
export const AdminRedemptionListQuery = PageQuery.extend({ status: RedemptionStatus.optional() });
export type AdminRedemptionListQuery = z.infer<typeof AdminRedemptionListQuery>;
export const AdminRedemptionList = pageOf(AdminRedemption);
export type AdminRedemptionList = z.infer<typeof AdminRedemptionList>;
export const RedemptionDecision = z.object({ note: z.string().trim().max(200).optional() });
export type RedemptionDecision = z.infer<typeof RedemptionDecision>;

import * as z from 'zod';
import { Amount } from './money.ts';
import { Translations } from './translations.ts';

/**
 * VIP levels (issue 16; decision 099): levels are operator data, a member's level follows their
 * cumulative valid bet and deposits, and a level is kept while the last 90 days' valid bet reaches
 * its keep figure. Amounts are decimal strings in the site currency.
 */

/** The days the keep (downgrade) rule looks back over. */
export const VIP_KEEP_DAYS = 90;

export const VipLevel = z.object({
  level: z.number().int().min(1).max(50),
  name: z.string().trim().min(1).max(40),
  /** Cumulative valid bet needed to reach the level. */
  validBet: Amount,
  /** Cumulative deposits needed to reach the level. */
  deposit: Amount,
  /** Paid once, the first time a member reaches the level. */
  upgradeBonus: Amount,
  /** Paid once a month to each member at the level. */
  monthlyBonus: Amount,
  /** The level is kept while the last VIP_KEEP_DAYS days' valid bet reaches this (0: always kept). */
  keepValidBet: Amount,
});
export type VipLevel = z.infer<typeof VipLevel>;

/** The operator's view of a level: `name` is the English default, beside it the other languages (decision 115). */
export const AdminVipLevel = VipLevel.extend({ nameTranslations: Translations(40) });
export type AdminVipLevel = z.infer<typeof AdminVipLevel>;

export const VipLevelList = z.object({ levels: z.array(AdminVipLevel) });
export type VipLevelList = z.infer<typeof VipLevelList>;

/** PUT /admin/vip/levels: the whole ladder at once, levels 1..n in order, thresholds rising. */
export const VipLevelsUpsert = z
  .object({
    levels: z.array(AdminVipLevel.extend({ nameTranslations: Translations(40).default({}) })).max(50),
  })
  .refine((v) => v.levels.every((l, i) => l.level === i + 1), { message: 'order', path: ['levels'] });
export type VipLevelsUpsert = z.infer<typeof VipLevelsUpsert>;

/** GET /wps/vip?language=AR: the member's VIP card, names in the member's language (spec "VIP bonus"; public state hasVip, vipLabelName, vipRankLevel). */
export const VipStatus = z.object({
  /** The operator runs a VIP programme (at least one level defined). */
  hasVip: z.boolean(),
  /** 0 below the first level. */
  vipRankLevel: z.number().int(),
  /** The current level's name in the member's language, empty below the first level. */
  vipLabelName: z.string(),
  validBet: Amount,
  deposit: Amount,
  /** Valid bet over the last VIP_KEEP_DAYS days (the keep rule's figure). */
  recentValidBet: Amount,
  /** The next level, or null at the top. */
  next: VipLevel.nullable(),
  levels: z.array(VipLevel),
  /** The monthly bonus was paid for the current month. */
  monthlyPaid: z.boolean(),
});
export type VipStatus = z.infer<typeof VipStatus>;

/** What the member's public state carries (spec section 3). */
export const VipBadge = VipStatus.pick({ hasVip: true, vipRankLevel: true, vipLabelName: true });
export type VipBadge = z.infer<typeof VipBadge>;

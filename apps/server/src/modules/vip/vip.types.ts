import type { Translations } from '@goldline/contract/translations';

/** A VIP level as the operator set it, amounts in minor units (decision 099). */
export interface VipLevelRecord {
  level: number;
  /** The English default. */
  name: string;
  /** The name in other languages (decision 115). */
  nameTranslations: Translations;
  validBet: bigint;
  deposit: bigint;
  upgradeBonus: bigint;
  monthlyBonus: bigint;
  keepValidBet: bigint;
}

/** What a member's level is decided from. */
export interface VipFacts {
  validBet: bigint;
  deposit: bigint;
  /** Valid bet over the last VIP_KEEP_DAYS days. */
  recentValidBet: bigint;
}

/** One member's activity of one UTC day, folded into vip_activity_days. */
export interface VipActivity {
  memberId: string;
  day: string;
  validBet: bigint;
  deposit: bigint;
}

import type {
  ApplicationStatus,
  BonusStatus,
  GameWeights,
  PromotionCategory,
  PromotionRules,
  PromotionType,
  RewardStatus,
} from '@goldline/contract/promotions';

/** Domain records of the promotions module (issue 16); money in minor units, times as Date. */

export type Localised = Record<string, string>;

export interface PromotionRecord {
  id: string;
  category: PromotionCategory;
  type: PromotionType;
  title: Localised;
  summary: Localised;
  content: Localised;
  imageUrl: string | null;
  startsAt: Date;
  endsAt: Date | null;
  enabled: boolean;
  sort: number;
  rules: PromotionRules;
  createdAt: Date;
  updatedAt: Date;
}

export type PromotionWrite = Omit<PromotionRecord, 'id' | 'type' | 'createdAt' | 'updatedAt'>;

export interface BonusRecord {
  id: string;
  memberId: string;
  promotionId: string | null;
  type: PromotionType;
  periodKey: string;
  currency: string;
  amount: bigint;
  wageringRequired: bigint;
  wageringDone: bigint;
  gameWeights: GameWeights;
  forfeitOnWithdraw: boolean;
  status: BonusStatus;
  grantedAt: Date;
  expiresAt: Date;
  closedAt: Date | null;
}

export interface ApplicationRecord {
  id: string;
  promotionId: string;
  memberId: string;
  account: string;
  periodKey: string;
  idempotencyKey: string;
  remark: string;
  status: ApplicationStatus;
  reviewNote: string | null;
  reviewedAt: Date | null;
  bonusId: string | null;
  imageCount: number;
  createdAt: Date;
}

export interface RewardRecord {
  id: string;
  memberId: string;
  promotionId: string;
  periodKey: string;
  amount: bigint;
  status: RewardStatus;
  createdAt: Date;
  expiresAt: Date;
  claimedAt: Date | null;
  bonusId: string | null;
}

/** What the withdraw service asks of bonuses (modules/cashier declares the same shape). */
export interface BonusWagering {
  required: bigint;
  done: bigint;
}

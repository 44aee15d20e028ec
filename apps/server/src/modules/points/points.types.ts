import type { EarnType, PointsConfig, ReceivingAddress, RedemptionStatus } from '@goldline/contract/points';
import type { Translations } from '@goldline/contract/translations';

export type { EarnType, PointsConfig };

/** Goods of the points mall, amounts in minor units (decision 100). */
export interface GoodsRecord {
  id: string;
  /** The English defaults; the other languages beside them (decision 115). */
  name: string;
  description: string;
  nameTranslations: Translations;
  descriptionTranslations: Translations;
  imageUrl: string | null;
  points: bigint;
  amount: bigint;
  amountRequirement: bigint;
  stock: number;
  enabled: boolean;
  sort: number;
}
export type GoodsWrite = Omit<GoodsRecord, 'id'>;

export interface RedemptionRecord {
  id: string;
  memberId: string;
  account: string;
  goodsId: string;
  goodsName: string;
  goodsNameTranslations: Translations;
  points: bigint;
  address: ReceivingAddress;
  status: RedemptionStatus;
  idempotencyKey: string;
  reviewNote: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

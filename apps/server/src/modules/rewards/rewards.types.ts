import type { CentreRewardStatus, RewardSource } from '@goldline/contract/rewards';

/** Domain records of the rewards module (issue 16; decision 101); money in minor units. */

export type Localised = Record<string, string>;

export interface CentreRewardRecord {
  id: string;
  memberId: string;
  source: RewardSource;
  sourceKey: string;
  title: Localised;
  currency: string;
  amount: bigint;
  status: CentreRewardStatus;
  createdAt: Date;
  claimedAt: Date | null;
}

/** A reward to place in a member's reward centre; `sourceKey` makes it once-only. */
export interface RewardIssue {
  memberId: string;
  source: RewardSource;
  /** e.g. `mission:12:D2026-11-26`, `leaderboard:3:W2026-11-23:rank:1`. */
  sourceKey: string;
  title: Localised;
  currency: string;
  amount: bigint;
}

export interface RainRecord {
  id: string;
  title: Localised;
  startsAt: Date;
  endsAt: Date;
  currency: string;
  pool: bigint;
  shares: bigint[];
  seed: string;
  splitHash: string;
  grabbed: number;
}

export interface RaffleRecord {
  id: string;
  title: Localised;
  startsAt: Date;
  endsAt: Date;
  depositPerTicket: bigint;
  betPerTicket: bigint;
  prizes: bigint[];
  seed: string;
  seedHash: string;
  drawnAt: Date | null;
  entries: number;
}

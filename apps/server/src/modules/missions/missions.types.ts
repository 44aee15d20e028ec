import type { MissionKind, MissionPeriod } from '@goldline/contract/missions';

/** Domain records of the missions module (issue 16; decision 101); money in minor units. */

export interface MissionRecord {
  id: string;
  title: Record<string, string>;
  period: MissionPeriod;
  kind: MissionKind;
  gameType: string | null;
  /** Minor units for BET_AMOUNT, a count otherwise. */
  target: bigint;
  reward: bigint;
  enabled: boolean;
  sort: number;
  createdAt: Date;
  completions: number;
}

export interface ProgressRecord {
  missionId: string;
  memberId: string;
  periodKey: string;
  progress: bigint;
  completedAt: Date | null;
  updatedAt: Date;
}

export interface LeaderboardRecord {
  id: string;
  title: Record<string, string>;
  period: MissionPeriod;
  prizes: bigint[];
  enabled: boolean;
  startsAt: Date;
  createdAt: Date;
}

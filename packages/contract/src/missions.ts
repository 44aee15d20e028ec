import * as z from 'zod';
import { Amount } from './money.ts';

/**
 * Missions and leaderboards (issue 16; decision 101): MCSFE_getMissionSummaryDetails and
 * MCSFE_getMissionLeaderboard of spec section 7 (fields not shown there, so ours), and their back
 * office. Periods are UTC calendar days and ISO weeks (Monday to Monday).
 */

const Localised = z.record(z.string().regex(/^[A-Z]{2}$/), z.string().max(200));
const LocalisedTitle = Localised.refine(
  (v) => typeof v.EN === 'string' && v.EN.trim().length > 0,
  'required',
);

export const MissionPeriod = z.enum(['DAILY', 'WEEKLY']);
export type MissionPeriod = z.infer<typeof MissionPeriod>;
/** Bet an amount, play (settled rounds) N times, win N settled rounds in a row. */
export const MissionKind = z.enum(['BET_AMOUNT', 'PLAY_COUNT', 'WIN_STREAK']);
export type MissionKind = z.infer<typeof MissionKind>;

export const LanguageQuery = z.object({ language: z.string().max(8).optional() });
export type LanguageQuery = z.infer<typeof LanguageQuery>;

/** One mission with the caller's progress in its current period. */
export const MissionProgress = z.object({
  id: z.string(),
  title: z.string(),
  period: MissionPeriod,
  kind: MissionKind,
  /** A game type of the catalogue (GameType), or null for every game. */
  gameType: z.string().nullable(),
  /** BET_AMOUNT: an amount; otherwise a count, as a decimal integer string. */
  target: z.string(),
  progress: z.string(),
  completed: z.boolean(),
  reward: Amount,
  periodKey: z.string(),
  periodEndsAt: z.iso.datetime(),
});
export type MissionProgress = z.infer<typeof MissionProgress>;

export const MissionSummary = z.object({
  missions: z.array(MissionProgress),
  /** When progress was last brought up to date from settled bets (the missions job, every minute). */
  updatedAt: z.iso.datetime().nullable(),
});
export type MissionSummary = z.infer<typeof MissionSummary>;

export const LeaderboardEntry = z.object({
  rank: z.number().int(),
  /** Masked account name. */
  name: z.string(),
  validBet: Amount,
  prize: Amount.nullable(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;

export const Leaderboard = z.object({
  id: z.string(),
  title: z.string(),
  period: MissionPeriod,
  periodKey: z.string(),
  periodEndsAt: z.iso.datetime(),
  prizes: z.array(Amount),
  entries: z.array(LeaderboardEntry),
  /** The caller's place (null when they have no valid bet this period, or for a visitor). */
  me: z.object({ rank: z.number().int(), validBet: Amount }).nullable(),
});
export type Leaderboard = z.infer<typeof Leaderboard>;
export const LeaderboardList = z.object({ leaderboards: z.array(Leaderboard) });
export type LeaderboardList = z.infer<typeof LeaderboardList>;

// ---- Back office ----

export const MissionUpsert = z.object({
  title: LocalisedTitle,
  period: MissionPeriod,
  kind: MissionKind,
  gameType: z.string().max(20).nullable().default(null),
  /** BET_AMOUNT: an amount in the site currency; otherwise a whole count. */
  target: Amount,
  reward: Amount,
  enabled: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type MissionUpsert = z.infer<typeof MissionUpsert>;

export const AdminMission = MissionUpsert.extend({
  id: z.string(),
  title: Localised,
  completions: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminMission = z.infer<typeof AdminMission>;

export const LeaderboardUpsert = z.object({
  title: LocalisedTitle,
  period: MissionPeriod,
  /** Prize of rank 1, 2, ... */
  prizes: z.array(Amount).min(1).max(100),
  enabled: z.boolean().default(true),
});
export type LeaderboardUpsert = z.infer<typeof LeaderboardUpsert>;

export const AdminLeaderboard = LeaderboardUpsert.extend({
  id: z.string(),
  title: Localised,
  startsAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type AdminLeaderboard = z.infer<typeof AdminLeaderboard>;

export const AdminMissionsOverview = z.object({
  missions: z.array(AdminMission),
  leaderboards: z.array(AdminLeaderboard),
});
export type AdminMissionsOverview = z.infer<typeof AdminMissionsOverview>;

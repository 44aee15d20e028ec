import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import { Amount, PositiveAmount } from './money.ts';

/**
 * The reward centre's rewards from missions, leaderboards, raffles and red envelopes, red-envelope
 * rains and raffles (issue 16; decision 101). Promotion rewards (cashback...) stay in promotions.ts.
 */

const Localised = z.record(z.string().regex(/^[A-Z]{2}$/), z.string().max(200));
const LocalisedTitle = Localised.refine(
  (v) => typeof v.EN === 'string' && v.EN.trim().length > 0,
  'required',
);

export const RewardSource = z.enum(['MISSION', 'LEADERBOARD', 'RAFFLE', 'RED_ENVELOPE']);
export type RewardSource = z.infer<typeof RewardSource>;
export const CentreRewardStatus = z.enum(['CLAIMABLE', 'CLAIMED']);
export type CentreRewardStatus = z.infer<typeof CentreRewardStatus>;

export const CentreReward = z.object({
  id: z.string(),
  source: RewardSource,
  title: z.string(),
  amount: Amount,
  status: CentreRewardStatus,
  createdAt: z.iso.datetime(),
  claimedAt: z.iso.datetime().nullable(),
});
export type CentreReward = z.infer<typeof CentreReward>;
export const CentreRewardListQuery = PageQuery.extend({
  status: CentreRewardStatus.optional(),
  language: z.string().max(8).optional(),
});
export type CentreRewardListQuery = z.infer<typeof CentreRewardListQuery>;
export const CentreRewardList = pageOf(CentreReward);
export type CentreRewardList = z.infer<typeof CentreRewardList>;

/** The claim pays the reward in cash; a repeat (or one of many concurrent claims) answers the same. */
export const ClaimCentreRewardResult = z.object({ reward: CentreReward });
export type ClaimCentreRewardResult = z.infer<typeof ClaimCentreRewardResult>;

/** Badge counts of spec section 2: rewardCenter (all claimable here) and missionLeaderboard. */
export const RewardBadges = z.object({
  rewardCount: z.number().int(),
  /** Claimable rewards from missions and leaderboards. */
  missionCount: z.number().int(),
});
export type RewardBadges = z.infer<typeof RewardBadges>;

export const RedEnvelopeRain = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  pool: Amount,
  shares: z.number().int(),
  grabbed: z.number().int(),
  /** SHA-256 of `seed:share,share,...`, public from the moment the rain is scheduled. */
  splitHash: z.string(),
  /** Revealed after the window, with the split, so anyone can check the hash. */
  seed: z.string().nullable(),
  split: z.array(Amount).nullable(),
  myGrab: Amount.nullable(),
});
export type RedEnvelopeRain = z.infer<typeof RedEnvelopeRain>;
export const RedEnvelopeList = z.object({ rains: z.array(RedEnvelopeRain), now: z.iso.datetime() });
export type RedEnvelopeList = z.infer<typeof RedEnvelopeList>;
export const GrabResult = z.object({ amount: Amount, shareIndex: z.number().int() });
export type GrabResult = z.infer<typeof GrabResult>;

export const RaffleWinner = z.object({
  rank: z.number().int(),
  name: z.string(),
  tickets: z.number().int(),
  prize: Amount,
});
export const Raffle = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  depositPerTicket: Amount,
  betPerTicket: Amount,
  prizes: z.array(Amount),
  seedHash: z.string(),
  seed: z.string().nullable(),
  joined: z.boolean(),
  myTickets: z.number().int(),
  drawnAt: z.iso.datetime().nullable(),
  winners: z.array(RaffleWinner),
});
export type Raffle = z.infer<typeof Raffle>;
export const RaffleList = z.object({ raffles: z.array(Raffle) });
export type RaffleList = z.infer<typeof RaffleList>;
/** MCS2_claimRafflePromotion: the member takes part; tickets count from the raffle's start. */
export const ClaimRaffleRequest = z.object({ raffleId: z.string().regex(/^\d{1,18}$/) });
export type ClaimRaffleRequest = z.infer<typeof ClaimRaffleRequest>;
export const ClaimRaffleResult = z.object({ joined: z.literal(true), tickets: z.number().int() });
export type ClaimRaffleResult = z.infer<typeof ClaimRaffleResult>;

// ---- Back office ----

/** A rain's pool: above zero and at most 12 whole digits, so its split stays within the ledger's amounts. */
const RainPool = PositiveAmount.refine((v) => /^\d{1,12}(\.|$)/.test(v), 'amount');

export const RainSchedule = z.object({
  title: LocalisedTitle,
  startsAt: z.iso.datetime(),
  /** The window in minutes (members grab during it). */
  minutes: z.number().int().min(1).max(1440),
  pool: RainPool,
  shares: z.number().int().min(1).max(10_000),
});
export type RainSchedule = z.infer<typeof RainSchedule>;
export const AdminRain = z.object({
  id: z.string(),
  title: Localised,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  pool: Amount,
  shares: z.number().int(),
  grabbed: z.number().int(),
  splitHash: z.string(),
});
export type AdminRain = z.infer<typeof AdminRain>;

export const RaffleUpsert = z.object({
  title: LocalisedTitle,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  depositPerTicket: Amount,
  betPerTicket: Amount,
  prizes: z.array(Amount).min(1).max(100),
});
export type RaffleUpsert = z.infer<typeof RaffleUpsert>;
export const AdminRaffle = RaffleUpsert.extend({
  id: z.string(),
  title: Localised,
  seedHash: z.string(),
  entries: z.number().int(),
  drawnAt: z.iso.datetime().nullable(),
});
export type AdminRaffle = z.infer<typeof AdminRaffle>;

export const AdminRewardsOverview = z.object({
  rains: z.array(AdminRain),
  raffles: z.array(AdminRaffle),
});
export type AdminRewardsOverview = z.infer<typeof AdminRewardsOverview>;

import { IdParam } from '../cashier.ts';
import { endpoint } from '../endpoint.ts';
import { LanguageQuery } from '../missions.ts';
import {
  AdminRaffle,
  AdminRain,
  AdminRewardsOverview,
  CentreRewardList,
  CentreRewardListQuery,
  ClaimCentreRewardResult,
  ClaimRaffleRequest,
  ClaimRaffleResult,
  GrabResult,
  RaffleList,
  RaffleUpsert,
  RainSchedule,
  RedEnvelopeList,
  RewardBadges,
} from '../rewards.ts';
import { rewardsRoutes as r } from './rewards.routes.ts';

export const rewardsEndpoints = {
  list: endpoint(r.list, { query: CentreRewardListQuery, response: CentreRewardList }),
  badges: endpoint(r.badges, { response: RewardBadges }),
  claim: endpoint(r.claim, { params: IdParam, query: LanguageQuery, response: ClaimCentreRewardResult }),
  rains: endpoint(r.rains, { query: LanguageQuery, response: RedEnvelopeList }),
  grab: endpoint(r.grab, { params: IdParam, response: GrabResult }),
  raffles: endpoint(r.raffles, { query: LanguageQuery, response: RaffleList }),
  claimRaffle: endpoint(r.claimRaffle, { body: ClaimRaffleRequest, response: ClaimRaffleResult }),
  adminOverview: endpoint(r.adminOverview, { response: AdminRewardsOverview }),
  adminScheduleRain: endpoint(r.adminScheduleRain, { body: RainSchedule, response: AdminRain }),
  adminCreateRaffle: endpoint(r.adminCreateRaffle, { body: RaffleUpsert, response: AdminRaffle }),
};

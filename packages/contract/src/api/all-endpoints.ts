import type { Endpoint } from '../endpoint.ts';
import type { Route } from '../route.ts';
import type { adminEndpoints } from './admin.endpoints.ts';
import type { adminGamesEndpoints } from './admin-games.endpoints.ts';
import type { adminWalletEndpoints } from './admin-wallet.endpoints.ts';
import type { agentEndpoints } from './agent.endpoints.ts';
import type { bettingEndpoints } from './betting.endpoints.ts';
import type { blogEndpoints } from './blog.endpoints.ts';
import type { cashierEndpoints } from './cashier.endpoints.ts';
import type { chatEndpoints } from './chat.endpoints.ts';
import type { contentEndpoints } from './content.endpoints.ts';
import type { contractsEndpoints } from './contracts.endpoints.ts';
import type { contractsOfficeEndpoints } from './contracts-office.endpoints.ts';
import type { crashEndpoints } from './crash.endpoints.ts';
import type { feedbackEndpoints } from './feedback.endpoints.ts';
import type { gamesEndpoints } from './games.endpoints.ts';
import type { helpEndpoints } from './help.endpoints.ts';
import type { jackpotEndpoints } from './jackpot.endpoints.ts';
import type { lotteryEndpoints } from './lottery.endpoints.ts';
import type { memberEndpoints } from './member.endpoints.ts';
import type { messagesEndpoints } from './messages.endpoints.ts';
import type { missionsEndpoints } from './missions.endpoints.ts';
import type { oidcEndpoints } from './oidc.endpoints.ts';
import type { originalsEndpoints } from './originals.endpoints.ts';
import type { pointsEndpoints } from './points.endpoints.ts';
import type { promotionsEndpoints } from './promotions.endpoints.ts';
import type { rebateEndpoints } from './rebate.endpoints.ts';
import type { recordsEndpoints } from './records.endpoints.ts';
import type { referralEndpoints } from './referral.endpoints.ts';
import type { responsibleGamingEndpoints } from './responsible-gaming.endpoints.ts';
import type { rewardsEndpoints } from './rewards.endpoints.ts';
import type { securityEndpoints } from './security.endpoints.ts';
import type { sessionEndpoints } from './session.endpoints.ts';
import type { systemEndpoints } from './system.endpoints.ts';
import type { transferWalletEndpoints } from './transfer-wallet.endpoints.ts';
import type { transfersEndpoints } from './transfers.endpoints.ts';
import type { twoStepEndpoints } from './two-step.endpoints.ts';
import type { vendorWalletEndpoints } from './vendor-wallet.endpoints.ts';
import type { vipEndpoints } from './vip.endpoints.ts';
import type { walletEndpoints } from './wallet.endpoints.ts';

/**
 * Every endpoint as one union, for types only: the web client finds a route's endpoint by its
 * method and path, so it imports no schema (and no zod) at run time. Add each domain's table here.
 */
type Values<T> = T[keyof T];
export type AnyEndpoint =
  | Values<typeof sessionEndpoints>
  | Values<typeof crashEndpoints>
  | Values<typeof originalsEndpoints>
  | Values<typeof jackpotEndpoints>
  | Values<typeof gamesEndpoints>
  | Values<typeof contentEndpoints>
  | Values<typeof systemEndpoints>
  | Values<typeof memberEndpoints>
  | Values<typeof securityEndpoints>
  | Values<typeof messagesEndpoints>
  | Values<typeof adminEndpoints>
  | Values<typeof recordsEndpoints>
  | Values<typeof transfersEndpoints>
  | Values<typeof walletEndpoints>
  | Values<typeof cashierEndpoints>
  | Values<typeof adminWalletEndpoints>
  | Values<typeof transferWalletEndpoints>
  | Values<typeof bettingEndpoints>
  | Values<typeof adminGamesEndpoints>
  | Values<typeof vendorWalletEndpoints>
  | Values<typeof agentEndpoints>
  | Values<typeof lotteryEndpoints>
  | Values<typeof contractsEndpoints>
  | Values<typeof vipEndpoints>
  | Values<typeof pointsEndpoints>
  | Values<typeof contractsOfficeEndpoints>
  | Values<typeof promotionsEndpoints>
  | Values<typeof missionsEndpoints>
  | Values<typeof rewardsEndpoints>
  | Values<typeof referralEndpoints>
  | Values<typeof rebateEndpoints>
  | Values<typeof twoStepEndpoints>
  | Values<typeof responsibleGamingEndpoints>
  | Values<typeof chatEndpoints>
  | Values<typeof feedbackEndpoints>
  | Values<typeof blogEndpoints>
  | Values<typeof helpEndpoints>
  | Values<typeof oidcEndpoints>;

/** The endpoint a route belongs to. */
export type EndpointOf<R extends Route> = Extract<
  AnyEndpoint,
  { route: { method: R['method']; path: R['path'] } }
> &
  Endpoint;

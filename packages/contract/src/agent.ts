import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import { Announcement } from './content.ts';
import { GameType } from './games.ts';
import { Amount, IdempotencyKey, PositiveAmount } from './money.ts';

/**
 * The agent centre (spec section 2 "Agent centre pages", section 6 "Agent"; issue 13). Every call
 * answers about the calling agent's own downline only: a member id outside it is NOT_FOUND, exactly
 * as an id that does not exist (docs/decisions/077-downline-tree-and-agent-types.md). Reports read
 * the hourly rollup (docs/decisions/078-agent-report-rollups.md) and say the time they are current
 * to in `currentTo`.
 */

/** A member id in a path or a query (digits, as the server's ids). */
export const MemberId = z.string().regex(/^\d{1,18}$/);
export type MemberId = z.infer<typeof MemberId>;
export const MemberIdParam = z.object({ id: MemberId });
export type MemberIdParam = z.infer<typeof MemberIdParam>;

// ---------------------------------------------------------------- who the agent is

/**
 * What an agent type may do (decision 077). 1 agent and 2 sub-agent: everything; 41 promoter:
 * members only, no credit transfers; 42 promoter sub-agent: members only, no transfers, no locks.
 */
export const AgentCapabilities = z.object({
  registerMembers: z.boolean(),
  registerSubAgents: z.boolean(),
  transferToDownline: z.boolean(),
  lockBetting: z.boolean(),
  /** Dividend and salary contracts (next issue). */
  contracts: z.boolean(),
});
export type AgentCapabilities = z.infer<typeof AgentCapabilities>;

/** GET /wps/agent/me */
export const AgentMe = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  capabilities: AgentCapabilities,
  /** The agent's own cash balance (the header). */
  balance: Amount,
  currency: z.string(),
  currencySymbol: z.string(),
});
export type AgentMe = z.infer<typeof AgentMe>;

// ---------------------------------------------------------------- periods

/**
 * Report periods (issue 13): today, yesterday, this week (Monday first), this month, or a range of
 * whole days `from`..`to` (inclusive, YYYY-MM-DD, at most 93 days). Days are the caller's days:
 * `tzOffset` is the browser's offset from UTC in minutes, east positive (GMT+7 -> 420), i.e.
 * `-new Date().getTimezoneOffset()`. The rollup is hourly, so a half-hour offset's day boundary is
 * taken at the hour before it (decision 078).
 */
export const AgentPeriod = z.enum(['today', 'yesterday', 'thisWeek', 'thisMonth', 'range']);
export type AgentPeriod = z.infer<typeof AgentPeriod>;
export const PeriodQuery = z.object({
  period: AgentPeriod.default('today'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  tzOffset: z.coerce.number().int().min(-720).max(840).default(0),
});
export type PeriodQuery = z.infer<typeof PeriodQuery>;

/** The period as the server resolved it. */
export const ResolvedPeriod = z.object({
  period: AgentPeriod,
  /** First and last day, inclusive, in the caller's days. */
  from: z.iso.date(),
  to: z.iso.date(),
  /** [start, end) as instants. */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** The report includes every movement and round up to this instant (the rollup's watermark). */
  currentTo: z.iso.datetime(),
});
export type ResolvedPeriod = z.infer<typeof ResolvedPeriod>;

/** The money figures every report shares; profitLoss is the players' side (payout - validBet). */
export const TeamFigures = z.object({
  deposits: Amount,
  withdrawals: Amount,
  validBet: Amount,
  payout: Amount,
  /** Players' win (+) or loss (-): payout - validBet. The house's result is its negation. */
  profitLoss: Amount,
  betCount: z.number().int(),
});
export type TeamFigures = z.infer<typeof TeamFigures>;

// ---------------------------------------------------------------- team overview (default tab)

/** GET /wps/agent/team/overview */
export const TeamOverviewDay = TeamFigures.extend({
  date: z.iso.date(),
  newMembers: z.number().int(),
  firstDeposits: z.number().int(),
  activePlayers: z.number().int(),
});
export type TeamOverviewDay = z.infer<typeof TeamOverviewDay>;
export const TeamOverview = TeamFigures.extend({
  range: ResolvedPeriod,
  /** Every member below the agent, at every level, now (not period-bound). */
  teamSize: z.number().int(),
  /** Registered in the period. */
  newMembers: z.number().int(),
  /** Members whose first ever deposit fell in the period. */
  firstDeposits: z.number().int(),
  /** Members with at least one settled bet in the period. */
  activePlayers: z.number().int(),
  /** One entry per day of the period, oldest first (the chart). */
  series: z.array(TeamOverviewDay),
});
export type TeamOverview = z.infer<typeof TeamOverview>;

// ---------------------------------------------------------------- downline management

export const DownlineNode = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** Member type (spec section 3): 0 member, 1/2/41/42 agents. */
  type: z.number().int(),
  isAgent: z.boolean(),
  /** Levels below the calling agent: 1 = direct. */
  level: z.number().int(),
  /** The node's own direct downlines and whole team (0 for a member). */
  directCount: z.number().int(),
  teamSize: z.number().int(),
  balance: Amount,
  bettingLocked: z.boolean(),
  status: z.enum(['active', 'disabled']),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  /** The node's (with its team's, for an agent) figures over the last 30 days. */
  last30Days: TeamFigures,
});
export type DownlineNode = z.infer<typeof DownlineNode>;

/** GET /wps/agent/downlines: one level (direct downlines of `parentId`, default the agent) or, with
 * `search`, anyone in the agent's downline whose account or nickname contains it. */
export const DownlineQuery = PageQuery.extend({
  parentId: MemberId.optional(),
  search: z.string().trim().max(64).optional(),
});
export type DownlineQuery = z.infer<typeof DownlineQuery>;
export const BreadcrumbItem = z.object({ id: z.string(), account: z.string() });
export type BreadcrumbItem = z.infer<typeof BreadcrumbItem>;
export const DownlinePage = pageOf(DownlineNode).extend({
  /** From the calling agent down to `parentId` (the agent alone at the top level). */
  path: z.array(BreadcrumbItem),
  currentTo: z.iso.datetime(),
});
export type DownlinePage = z.infer<typeof DownlinePage>;

/** GET /wps/agent/downlines/:id */
export const DownlineDetail = DownlineNode.extend({
  path: z.array(BreadcrumbItem),
  currentTo: z.iso.datetime(),
});
export type DownlineDetail = z.infer<typeof DownlineDetail>;

/** POST /wps/agent/downlines (register centre): a member or a sub-agent directly under the agent. */
export const RegisterDownlineRequest = z.object({
  kind: z.enum(['member', 'agent']),
  username: z.string().trim().min(4).max(32),
  password: z.string().min(6).max(64),
  nickname: z.string().trim().max(32).optional(),
});
export type RegisterDownlineRequest = z.infer<typeof RegisterDownlineRequest>;
export const RegisterDownlineResult = z.object({
  id: z.string(),
  account: z.string(),
  type: z.number().int(),
});
export type RegisterDownlineResult = z.infer<typeof RegisterDownlineResult>;

/** POST /wps/agent/downlines/:id/transfer: any member of the downline, cashier rules (payment password). */
export const DownlineTransferRequest = z.object({
  amount: PositiveAmount,
  paymentPassword: z.string().min(1).max(64),
  memo: z.string().trim().max(140).optional(),
  idempotencyKey: IdempotencyKey,
});
export type DownlineTransferRequest = z.infer<typeof DownlineTransferRequest>;
export const DownlineTransferResult = z.object({
  transferId: z.string(),
  amount: Amount,
  to: z.string(),
  /** The agent's balance after the transfer. */
  balance: Amount,
  createdAt: z.iso.datetime(),
});
export type DownlineTransferResult = z.infer<typeof DownlineTransferResult>;

/** PUT /wps/agent/downlines/:id/betting-lock */
export const BettingLockRequest = z.object({ locked: z.boolean() });
export type BettingLockRequest = z.infer<typeof BettingLockRequest>;
export const BettingLockResult = z.object({ id: z.string(), bettingLocked: z.boolean() });
export type BettingLockResult = z.infer<typeof BettingLockResult>;

// ---------------------------------------------------------------- affiliate links (register centre)

export const AffiliateLink = z.object({
  code: z.string(),
  /** The full registration link (`<origin>/register?affiliateCode=<code>`); the web draws the QR. */
  url: z.string(),
  domain: z.string().nullable(),
  active: z.boolean(),
  registrations: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AffiliateLink = z.infer<typeof AffiliateLink>;
/** GET /wps/agent/affiliate/links */
export const AffiliateLinkList = z.object({ rows: z.array(AffiliateLink) });
export type AffiliateLinkList = z.infer<typeof AffiliateLinkList>;
/** POST /wps/agent/affiliate/links: `domain` is the site origin the link should open (optional). */
export const CreateAffiliateLinkRequest = z.object({
  domain: z.string().trim().max(253).optional(),
});
export type CreateAffiliateLinkRequest = z.infer<typeof CreateAffiliateLinkRequest>;

// ---------------------------------------------------------------- team betting record

/** GET /wps/agent/reports/bets (personalHistoryCopy) */
export const TeamBetQuery = PageQuery.merge(PeriodQuery).extend({
  memberId: MemberId.optional(),
  gameType: GameType.optional(),
  language: z.string().max(8).optional(),
});
export type TeamBetQuery = z.infer<typeof TeamBetQuery>;
export const TeamBetRow = z.object({
  id: z.string(),
  roundId: z.string(),
  memberId: z.string(),
  account: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  stake: Amount,
  payout: Amount,
  /** payout - stake, the player's side. */
  profit: Amount,
  status: z.enum(['OPEN', 'SETTLED', 'REFUNDED']),
  time: z.iso.datetime(),
});
export type TeamBetRow = z.infer<typeof TeamBetRow>;
export const TeamBetPage = pageOf(TeamBetRow).extend({
  range: ResolvedPeriod,
  totals: z.object({ count: z.number().int(), stake: Amount, payout: Amount, profit: Amount }),
});
export type TeamBetPage = z.infer<typeof TeamBetPage>;

// ---------------------------------------------------------------- P&L statement

/** GET /wps/agent/reports/pnl (palStatementsAgentCopy): by day, or by direct downline of `parentId`. */
export const PnlQuery = PeriodQuery.extend({
  groupBy: z.enum(['day', 'downline']).default('day'),
  parentId: MemberId.optional(),
});
export type PnlQuery = z.infer<typeof PnlQuery>;
export const PnlRow = TeamFigures.extend({
  /** groupBy=day: the date; groupBy=downline: the direct downline's account. */
  key: z.string(),
  /** groupBy=downline: the downline's id (drill in with parentId when isAgent); null by day. */
  memberId: z.string().nullable(),
  isAgent: z.boolean(),
});
export type PnlRow = z.infer<typeof PnlRow>;
export const PnlStatement = z.object({
  range: ResolvedPeriod,
  groupBy: z.enum(['day', 'downline']),
  path: z.array(BreadcrumbItem),
  rows: z.array(PnlRow),
  totals: TeamFigures,
});
export type PnlStatement = z.infer<typeof PnlStatement>;

// ---------------------------------------------------------------- revenue by game type

/** GET /wps/agent/reports/revenue (agentRevenueReport) */
export const RevenueQuery = PeriodQuery;
export type RevenueQuery = z.infer<typeof RevenueQuery>;
export const RevenueRow = z.object({
  gameType: z.string(),
  betCount: z.number().int(),
  validBet: Amount,
  payout: Amount,
  /** The house's revenue from the team: validBet - payout. */
  revenue: Amount,
  activePlayers: z.number().int(),
});
export type RevenueRow = z.infer<typeof RevenueRow>;
export const RevenueReport = z.object({
  range: ResolvedPeriod,
  rows: z.array(RevenueRow),
  totals: z.object({ betCount: z.number().int(), validBet: Amount, payout: Amount, revenue: Amount }),
});
export type RevenueReport = z.infer<typeof RevenueReport>;

// ---------------------------------------------------------------- downline transaction lines

export const DownlineTxType = z.enum([
  'all',
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'win',
  'bonus',
  'adjustment',
]);
export type DownlineTxType = z.infer<typeof DownlineTxType>;
/** GET /wps/agent/reports/transactions (agentDownlineTransactionDetailsCopy): ledger lines. */
export const DownlineTxQuery = PageQuery.merge(PeriodQuery).extend({
  memberId: MemberId.optional(),
  type: DownlineTxType.default('all'),
});
export type DownlineTxQuery = z.infer<typeof DownlineTxQuery>;
export const DownlineTxRow = z.object({
  id: z.string(),
  time: z.iso.datetime(),
  memberId: z.string(),
  account: z.string(),
  /** The ledger movement kind. */
  type: z.string(),
  /** Signed from the member's side. */
  amount: Amount,
  balanceAfter: Amount,
  memo: z.string().nullable(),
});
export type DownlineTxRow = z.infer<typeof DownlineTxRow>;
export const DownlineTxPage = pageOf(DownlineTxRow).extend({
  range: ResolvedPeriod,
  totals: z.object({ in: Amount, out: Amount, net: Amount }),
});
export type DownlineTxPage = z.infer<typeof DownlineTxPage>;

// ---------------------------------------------------------------- announcements

/** GET /wps/agent/announcements (agentAnnouncement): the content module's announcements for agents. */
export const AgentAnnouncementQuery = z.object({ language: z.string().max(8).optional() });
export type AgentAnnouncementQuery = z.infer<typeof AgentAnnouncementQuery>;
export const AgentAnnouncements = z.object({ rows: z.array(Announcement) });
export type AgentAnnouncements = z.infer<typeof AgentAnnouncements>;

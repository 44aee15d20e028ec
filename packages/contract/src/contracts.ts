import * as z from 'zod';
import { MemberId } from './agent.ts';
import { PageQuery, pageOf } from './cashier.ts';
import { Amount } from './money.ts';

/**
 * Contracts between an upline and a direct downline (spec sections 1, 3, 4, 7; issue 14): dividends
 * (a share of the team's net loss per period) and daily, hourly and real-time (every 5 minutes)
 * salary (a share of the team's valid bet). Model and cascade: docs/decisions/085; settlement:
 * docs/decisions/086. Every call needs an agent session; a contract or member outside the caller's
 * reach answers NOT_FOUND, like one that does not exist.
 */

/** The four kinds (spec section 3 "Consolidated contract flags"). */
export const ContractKind = z.enum(['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary']);
export type ContractKind = z.infer<typeof ContractKind>;

/** How often a dividend is settled (spec section 3 "Period types"). Salaries have their own period. */
export const DividendPeriod = z.enum(['Daily', 'Weekly', 'Semimonthly', 'Monthly']);
export type DividendPeriod = z.infer<typeof DividendPeriod>;

/**
 * Spec section 4: new request (offered, waiting for the downline), termination request (one side
 * asked to end it, waiting for the other), accepted (signed, in force), rejected, terminated.
 */
export const ContractState = z.enum([
  'newRequest',
  'terminationRequest',
  'accepted',
  'rejected',
  'terminated',
]);
export type ContractState = z.infer<typeof ContractState>;

/** A rate or ratio in basis points: 10000 = 100 %, 50 = 0.5 %. */
export const BasisPoints = z.number().int().min(0).max(10_000);
export type BasisPoints = z.infer<typeof BasisPoints>;

/**
 * One tier: every condition that is set (not null) is a minimum the period's team figures must
 * reach; the tier with the highest rate whose conditions all hold is the one paid.
 * - activeMembers: distinct team members with a bet in the period.
 * - validBet: the team's valid bet.
 * - profitLoss: the team's net loss to the house (valid bet - payout), i.e. the operator's win.
 * - winRate / lossRate: the team's (payout - valid bet) / valid bet and (valid bet - payout) / valid
 *   bet, in basis points.
 * The rate applies to the team's net loss after deductions (dividend) or to its valid bet (salaries).
 */
export const ContractTier = z.object({
  activeMembers: z.number().int().min(0).nullable().default(null),
  validBet: Amount.nullable().default(null),
  profitLoss: Amount.nullable().default(null),
  winRate: BasisPoints.nullable().default(null),
  lossRate: BasisPoints.nullable().default(null),
  rate: BasisPoints,
});
export type ContractTier = z.infer<typeof ContractTier>;
export const ContractTiers = z.array(ContractTier).min(1).max(20);

/** Who a party is: the house (`id` null) for a top-level agent's own contract. */
export const ContractParty = z.object({
  id: z.string().nullable(),
  account: z.string().nullable(),
});
export type ContractParty = z.infer<typeof ContractParty>;

/** One version of a contract. Its terms never change once offered; a change is a new version. */
export const Contract = z.object({
  id: z.string(),
  /** 1, 2, ... for the same upline, downline and kind. */
  version: z.number().int(),
  kind: ContractKind,
  /** Dividends only. */
  period: DividendPeriod.nullable(),
  state: ContractState,
  upline: ContractParty,
  member: ContractParty,
  tiers: z.array(ContractTier),
  /** The highest tier rate: what the cascade compares (decision 085). */
  maxRate: BasisPoints,
  /** The zone periods are cut in, minutes east of UTC, whole hours (GMT+7 -> 420). */
  tzOffset: z.number().int(),
  /** Who asked for the termination, while state is terminationRequest. */
  terminationBy: z.enum(['upline', 'member']).nullable(),
  createdAt: z.iso.datetime(),
  signedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  /** The caller's side of this contract: what the caller may do next follows from it and `state`. */
  role: z.enum(['upline', 'member']),
});
export type Contract = z.infer<typeof Contract>;

/** Which kinds the operator has enabled (an operator setting; the agent centre shows only these). */
export const ContractsEnabled = z.object({
  dividend: z.boolean(),
  dailySalary: z.boolean(),
  hourSalary: z.boolean(),
  realtimeSalary: z.boolean(),
});
export type ContractsEnabled = z.infer<typeof ContractsEnabled>;

export const ContractIdParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export type ContractIdParam = z.infer<typeof ContractIdParam>;

/** GET /wps/agent/contracts: as upline, the contracts offered to each direct downline; as member, mine. */
export const ContractListQuery = z.object({
  role: z.enum(['upline', 'member']).default('member'),
  kind: ContractKind.optional(),
  /** Only the contracts with one downline (role upline). */
  memberId: MemberId.optional(),
  /** Also ended versions (terminated, rejected); default: only those in force or waiting. */
  history: z.stringbool().default(false),
});
export type ContractListQuery = z.infer<typeof ContractListQuery>;
export const ContractList = z.object({
  rows: z.array(Contract),
  enabled: ContractsEnabled,
});
export type ContractList = z.infer<typeof ContractList>;

/** One line of a contract's audit trail: every action, with who, when and from where. */
export const ContractAuditRow = z.object({
  at: z.iso.datetime(),
  version: z.number().int(),
  action: z.enum([
    'offer',
    'sign',
    'reject',
    'requestTermination',
    'acceptTermination',
    'declineTermination',
    'supersede',
  ]),
  /** Null when the house or the system acted. */
  actorId: z.string().nullable(),
  actorAccount: z.string().nullable(),
  ip: z.string().nullable(),
});
export type ContractAuditRow = z.infer<typeof ContractAuditRow>;

/** GET /wps/agent/contracts/:id: the version, every version of the same pair and kind, the audit. */
export const ContractDetail = z.object({
  contract: Contract,
  versions: z.array(Contract),
  audit: z.array(ContractAuditRow),
});
export type ContractDetail = z.infer<typeof ContractDetail>;

/** POST /wps/agent/contracts: the upline offers a contract to a direct downline. */
export const OfferContractRequest = z.object({
  memberId: MemberId,
  kind: ContractKind,
  /** Required for dividends, absent for salaries. */
  period: DividendPeriod.optional(),
  tiers: ContractTiers,
  /** Default: the caller's (the agent centre sends the browser's). */
  tzOffset: z.number().int().min(-720).max(840).default(0),
});
export type OfferContractRequest = z.infer<typeof OfferContractRequest>;

/**
 * What a party does with a contract: the downline signs or rejects a new request; either side
 * requests termination of an accepted one; the other side accepts or declines that request. The
 * upline may also withdraw its own new request (`reject` by the upline).
 */
export const ContractAction = z.enum([
  'sign',
  'reject',
  'requestTermination',
  'acceptTermination',
  'declineTermination',
]);
export type ContractAction = z.infer<typeof ContractAction>;
export const ContractActionRequest = z.object({ action: ContractAction });
export type ContractActionRequest = z.infer<typeof ContractActionRequest>;

/**
 * The spec's calls `MCS2_processDividendReq`, `MCS2_processDailySalContract`,
 * `MCS2_processContractHourSalary` and `MCSFE_processRealTimeSalaryContract` (section 7): the same
 * action on a contract of that kind (another kind's id is NOT_FOUND).
 */
export const ProcessContractRequest = z.object({
  contractId: ContractIdParam.shape.id,
  action: ContractAction,
});
export type ProcessContractRequest = z.infer<typeof ProcessContractRequest>;

/**
 * GET /wps/member/info/funds/consolidated (spec sections 3, 4, 7): what is waiting for the caller's
 * answer, per kind: 0 nothing, 1 a new request to sign or reject, 2 a termination request to accept
 * or decline. Only for non-trial users; with AGENTPOLICY3 off every flag is 0 and nothing is pending.
 */
export const ContractRequestFlag = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const Consolidated = z.object({
  dailysalreqtype: ContractRequestFlag,
  divtypereq: ContractRequestFlag,
  contracthoursalreq: ContractRequestFlag,
  realtimesalreqtype: ContractRequestFlag,
  /** Which kinds the operator enabled (spec "types dailySalary, hourSalary, salary, enableCt"). */
  dailySalary: z.boolean(),
  hourSalary: z.boolean(),
  salary: z.boolean(),
  enableCt: z.boolean(),
  enabled: ContractsEnabled,
  /** The contracts waiting for the caller's answer (the contract modal shows the first). */
  pending: z.array(Contract),
});
export type Consolidated = z.infer<typeof Consolidated>;

/** The team's figures for one period: what a tier is matched against. */
export const StatementInputs = z.object({
  validBet: Amount,
  /** Team payout (wins). */
  payout: Amount,
  /** The team's net loss to the house: valid bet - payout (negative when the team won). */
  profitLoss: Amount,
  activeMembers: z.number().int(),
  winRate: z.number().int(),
  lossRate: z.number().int(),
});
export type StatementInputs = z.infer<typeof StatementInputs>;

/**
 * A statement: one per contract version and period. `pending` waits for the payer's funds
 * (`message` says why); `paid` is done (an amount of 0 is paid at once, with nothing moved).
 */
export const StatementStatus = z.enum(['pending', 'paid']);
export type StatementStatus = z.infer<typeof StatementStatus>;
export const StatementMessage = z.enum(['uplineFunds', 'nothingDue', 'negativeCarried']);
export type StatementMessage = z.infer<typeof StatementMessage>;

export const Statement = z.object({
  id: z.string(),
  contractId: z.string(),
  version: z.number().int(),
  kind: ContractKind,
  period: DividendPeriod.nullable(),
  upline: ContractParty,
  member: ContractParty,
  /** [periodStart, periodEnd) as instants; `label` is the local period (2026-11-25, 2026-11-25 14:00, ...). */
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  label: z.string(),
  inputs: StatementInputs,
  /** Index into the version's tiers, null when no tier's conditions held. */
  tierIndex: z.number().int().nullable(),
  rate: BasisPoints,
  /** What the rate applies to: net loss after deductions and carry (dividend) or valid bet (salary). */
  base: Amount,
  deductions: z.object({ bonuses: Amount, platformFee: Amount }),
  /** Dividends: negative result brought in from the previous period and left for the next. */
  carryIn: Amount,
  carryOut: Amount,
  amount: Amount,
  status: StatementStatus,
  message: StatementMessage.nullable(),
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  role: z.enum(['upline', 'member']),
});
export type Statement = z.infer<typeof Statement>;

/** GET /wps/agent/contracts/statements */
export const StatementQuery = PageQuery.extend({
  kind: ContractKind,
  role: z.enum(['upline', 'member']).default('member'),
  memberId: MemberId.optional(),
  status: StatementStatus.optional(),
  /** Local days of the period start, inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type StatementQuery = z.infer<typeof StatementQuery>;
export const StatementPage = pageOf(Statement).extend({
  /** Sums of the page's filter (all pages). */
  totals: z.object({ amount: Amount, pending: Amount }),
});
export type StatementPage = z.infer<typeof StatementPage>;

/** One direct downline's part of a statement's team figures (the drill-down). */
export const StatementBreakdownRow = z.object({
  memberId: z.string(),
  account: z.string(),
  /** The member's own bets plus its team's. */
  validBet: Amount,
  payout: Amount,
  profitLoss: Amount,
});
export type StatementBreakdownRow = z.infer<typeof StatementBreakdownRow>;

/** GET /wps/agent/contracts/statements/:id */
export const StatementDetail = z.object({
  statement: Statement,
  contract: Contract,
  /** The contracted member's own figures, then each direct downline's (with its team). */
  breakdown: z.array(StatementBreakdownRow),
});
export type StatementDetail = z.infer<typeof StatementDetail>;

/**
 * "What would I have earned last period under these tiers": POST /wps/agent/contracts/preview with
 * proposed terms for a direct downline, or GET /wps/agent/contracts/:id/preview for an existing
 * version (the contract modal). Computed like a statement, from the last complete period.
 */
export const PreviewContractRequest = z.object({
  memberId: MemberId,
  kind: ContractKind,
  period: DividendPeriod.optional(),
  tiers: ContractTiers,
  tzOffset: z.number().int().min(-720).max(840).default(0),
});
export type PreviewContractRequest = z.infer<typeof PreviewContractRequest>;
export const ContractPreview = z.object({
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  label: z.string(),
  inputs: StatementInputs,
  tierIndex: z.number().int().nullable(),
  rate: BasisPoints,
  base: Amount,
  deductions: z.object({ bonuses: Amount, platformFee: Amount }),
  amount: Amount,
});
export type ContractPreview = z.infer<typeof ContractPreview>;

import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import {
  Contract,
  ContractAuditRow,
  ContractKind,
  ContractsEnabled,
  Statement,
  StatementStatus,
} from './contracts.ts';
import { Amount } from './money.ts';

/**
 * The back office's house contracts (issue 14; docs/decisions/085 and 096): the operator is the
 * upline of every top-level agent. It offers a version (the agent signs or rejects it like any
 * offer), withdraws an offer that waits, and asks for termination (the agent accepts or declines).
 * Offers use the agent centre's `OfferContractRequest`; every call needs an operator session.
 */

/** A top-level agent that may hold contracts: whom the operator can offer to. */
export const HouseParty = z.object({ id: z.string(), account: z.string() });
export type HouseParty = z.infer<typeof HouseParty>;

/** GET /admin/contracts */
export const HouseContractsQuery = z.object({
  kind: ContractKind.optional(),
  /** Also ended versions (terminated, rejected); default: only those in force or waiting. */
  history: z.stringbool().default(false),
});
export type HouseContractsQuery = z.infer<typeof HouseContractsQuery>;
export const HouseContracts = z.object({
  rows: z.array(Contract),
  agents: z.array(HouseParty),
  enabled: ContractsEnabled,
});
export type HouseContracts = z.infer<typeof HouseContracts>;

/** What the operator does with a house contract: withdraw a waiting offer, or ask to end one in force. */
export const HouseContractAction = z.enum(['withdraw', 'requestTermination']);
export type HouseContractAction = z.infer<typeof HouseContractAction>;
export const HouseContractActionRequest = z.object({ action: HouseContractAction });
export type HouseContractActionRequest = z.infer<typeof HouseContractActionRequest>;

/** One line of a house contract's trail: the agent's own account, or the operator who acted. */
export const HouseAuditRow = ContractAuditRow.extend({
  /** The operator's login name when an operator acted; null for the agent or the system. */
  operatorAccount: z.string().nullable(),
});
export type HouseAuditRow = z.infer<typeof HouseAuditRow>;

/** GET /admin/contracts/:id: the version, every version of the agent's kind, the audit trail. */
export const HouseContractDetail = z.object({
  contract: Contract,
  versions: z.array(Contract),
  audit: z.array(HouseAuditRow),
});
export type HouseContractDetail = z.infer<typeof HouseContractDetail>;

/** GET /admin/contracts/statements: every statement, the house's and the agents' to each other. */
export const OfficeStatementQuery = PageQuery.extend({
  kind: ContractKind.optional(),
  status: StatementStatus.optional(),
  /** `house`: paid by the house to top-level agents; `agents`: by an upline agent to its downline. */
  payer: z.enum(['house', 'agents']).optional(),
});
export type OfficeStatementQuery = z.infer<typeof OfficeStatementQuery>;
export const OfficeStatementPage = pageOf(Statement).extend({
  totals: z.object({ amount: Amount, pending: Amount }),
});
export type OfficeStatementPage = z.infer<typeof OfficeStatementPage>;

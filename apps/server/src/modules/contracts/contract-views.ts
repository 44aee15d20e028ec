import type { Contract, ContractTier, Statement } from '@goldline/contract/contracts';
import { minorToAmount } from '@goldline/contract/money';
import { toMinor } from '../../lib/amounts.ts';
import type { TierTerms } from './contract-maths.ts';
import type { ContractRecord, StatementRecord } from './contracts.repository.ts';

/** Records -> the contract package's shapes, for the agent centre and the back office alike. */

/** Tier thresholds typed as decimal strings -> minor units; a bad amount is a field error. */
export const tiersIn = (tiers: ContractTier[], decimals: number): TierTerms[] =>
  tiers.map((t, i) => ({
    activeMembers: t.activeMembers,
    validBet: t.validBet === null ? null : toMinor(t.validBet, decimals, `tiers.${i}.validBet`),
    profitLoss: t.profitLoss === null ? null : toMinor(t.profitLoss, decimals, `tiers.${i}.profitLoss`),
    winRate: t.winRate,
    lossRate: t.lossRate,
    rate: t.rate,
  }));

const tiersOut = (tiers: TierTerms[], decimals: number): ContractTier[] =>
  tiers.map((t) => ({
    activeMembers: t.activeMembers,
    validBet: t.validBet === null ? null : minorToAmount(t.validBet, decimals),
    profitLoss: t.profitLoss === null ? null : minorToAmount(t.profitLoss, decimals),
    winRate: t.winRate,
    lossRate: t.lossRate,
    rate: t.rate,
  }));

/** A version as the given side reads it. */
export function contractView(c: ContractRecord, role: Contract['role'], decimals: number): Contract {
  return {
    id: c.id,
    version: c.version,
    kind: c.kind,
    period: c.period,
    state: c.state,
    upline: { id: c.uplineId, account: c.uplineAccount },
    member: { id: c.memberId, account: c.memberAccount },
    tiers: tiersOut(c.tiers, decimals),
    maxRate: c.maxRate,
    tzOffset: c.tzOffset,
    terminationBy: c.terminationBy,
    createdAt: c.createdAt.toISOString(),
    signedAt: c.signedAt?.toISOString() ?? null,
    endedAt: c.endedAt?.toISOString() ?? null,
    role,
  };
}

/** A statement as the given side reads it; win and loss rates in basis points of the valid bet. */
export function statementView(s: StatementRecord, role: Statement['role'], decimals: number): Statement {
  const m = (v: bigint) => minorToAmount(v, decimals);
  const rateOf = (part: bigint) => (s.validBet > 0n ? Number((part * 10_000n) / s.validBet) : 0);
  return {
    id: s.id,
    contractId: s.contractId,
    version: s.version,
    kind: s.kind,
    period: s.period,
    upline: { id: s.uplineId, account: s.uplineAccount },
    member: { id: s.memberId, account: s.memberAccount },
    periodStart: s.periodStart.toISOString(),
    periodEnd: s.periodEnd.toISOString(),
    label: s.label,
    inputs: {
      validBet: m(s.validBet),
      payout: m(s.payout),
      profitLoss: m(s.validBet - s.payout),
      activeMembers: s.activeMembers,
      winRate: rateOf(s.payout - s.validBet),
      lossRate: rateOf(s.validBet - s.payout),
    },
    tierIndex: s.tierIndex,
    rate: s.rate,
    base: m(s.base),
    deductions: { bonuses: m(s.bonuses), platformFee: m(s.platformFee) },
    carryIn: m(s.carryIn),
    carryOut: m(s.carryOut),
    amount: m(s.amount),
    status: s.status,
    message: s.message,
    paidAt: s.paidAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    role,
  };
}

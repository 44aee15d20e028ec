import type { ContractKind } from '@goldline/contract/contracts';

/**
 * The statement arithmetic (docs/decisions/086), pure and in integer minor units. Rates are basis
 * points (10000 = 100 %); amounts round down to the minor unit, never in the payee's favour.
 */

/** A tier as stored: every set condition is a minimum (null = no condition). */
export interface TierTerms {
  activeMembers: number | null;
  validBet: bigint | null;
  profitLoss: bigint | null;
  winRate: number | null;
  lossRate: number | null;
  rate: number;
}

/** The team's figures for one period. */
export interface TeamFigures {
  validBet: bigint;
  payout: bigint;
  activeMembers: number;
  /** Bonuses credited to the team in the period (a dividend deduction). */
  bonuses: bigint;
}

export interface StatementMaths {
  /** The team's net loss to the house: valid bet - payout. */
  profitLoss: bigint;
  winRate: number;
  lossRate: number;
  tierIndex: number | null;
  rate: number;
  base: bigint;
  bonuses: bigint;
  platformFee: bigint;
  carryIn: bigint;
  carryOut: bigint;
  amount: bigint;
  message: 'nothingDue' | 'negativeCarried' | null;
}

const BP = 10_000n;

/** (a / b) in basis points, truncated; 0 when b is 0. */
function ratio(a: bigint, b: bigint): number {
  if (b <= 0n) return 0;
  return Number((a * BP) / b);
}

/** The matching tier with the highest rate (first in list order on a tie), or null. */
export function matchTier(
  tiers: readonly TierTerms[],
  f: { validBet: bigint; profitLoss: bigint; activeMembers: number; winRate: number; lossRate: number },
): number | null {
  let best: number | null = null;
  tiers.forEach((t, i) => {
    const holds =
      (t.activeMembers === null || f.activeMembers >= t.activeMembers) &&
      (t.validBet === null || f.validBet >= t.validBet) &&
      (t.profitLoss === null || f.profitLoss >= t.profitLoss) &&
      (t.winRate === null || f.winRate >= t.winRate) &&
      (t.lossRate === null || f.lossRate >= t.lossRate);
    if (holds && (best === null || t.rate > tiers[best]!.rate)) best = i;
  });
  return best;
}

export const maxRateOf = (tiers: readonly TierTerms[]) => tiers.reduce((m, t) => Math.max(m, t.rate), 0);

/**
 * One statement's figures. Salaries: the rate applies to the team's valid bet. Dividends: to the
 * team's net loss less the bonuses it received, less the platform fee (basis points of a positive
 * net loss, an operator setting), plus the negative result carried in; a result at or below zero
 * pays nothing and is carried forward. `capRate` is the payer's own rate for the kind: a downline is
 * never paid a higher rate than its upline holds (decision 085).
 */
export function statementMaths(
  kind: ContractKind,
  tiers: readonly TierTerms[],
  team: TeamFigures,
  carryIn: bigint,
  platformFeeBp: number,
  capRate: number,
): StatementMaths {
  const profitLoss = team.validBet - team.payout;
  const winRate = ratio(team.payout - team.validBet, team.validBet);
  const lossRate = ratio(profitLoss, team.validBet);
  const tierIndex = matchTier(tiers, {
    validBet: team.validBet,
    profitLoss,
    activeMembers: team.activeMembers,
    winRate,
    lossRate,
  });
  const rate = tierIndex === null ? 0 : Math.min(tiers[tierIndex]!.rate, capRate);
  if (kind !== 'dividend') {
    const amount = (team.validBet * BigInt(rate)) / BP;
    return {
      profitLoss,
      winRate,
      lossRate,
      tierIndex,
      rate,
      base: team.validBet,
      bonuses: 0n,
      platformFee: 0n,
      carryIn: 0n,
      carryOut: 0n,
      amount,
      message: amount === 0n ? 'nothingDue' : null,
    };
  }
  const platformFee = profitLoss > 0n ? (profitLoss * BigInt(platformFeeBp)) / BP : 0n;
  const base = profitLoss - team.bonuses - platformFee + carryIn;
  if (base <= 0n) {
    return {
      profitLoss,
      winRate,
      lossRate,
      tierIndex,
      rate,
      base,
      bonuses: team.bonuses,
      platformFee,
      carryIn,
      carryOut: base,
      amount: 0n,
      message: base < 0n ? 'negativeCarried' : 'nothingDue',
    };
  }
  const amount = (base * BigInt(rate)) / BP;
  return {
    profitLoss,
    winRate,
    lossRate,
    tierIndex,
    rate,
    base,
    bonuses: team.bonuses,
    platformFee,
    carryIn,
    carryOut: 0n,
    amount,
    message: amount === 0n ? 'nothingDue' : null,
  };
}

import { describe, expect, it } from 'vitest';
import { matchTier, statementMaths, type TierTerms } from './contract-maths.ts';

const tier = (rate: number, more: Partial<TierTerms> = {}): TierTerms => ({
  activeMembers: null,
  validBet: null,
  profitLoss: null,
  winRate: null,
  lossRate: null,
  rate,
  ...more,
});
const team = (validBet: bigint, payout: bigint, activeMembers = 5, bonuses = 0n) => ({
  validBet,
  payout,
  activeMembers,
  bonuses,
});

describe('statement maths (decision 086)', () => {
  it('matches the highest-rate tier whose conditions all hold', () => {
    const tiers = [
      tier(50),
      tier(80, { activeMembers: 3, validBet: 100_000n }),
      tier(120, { activeMembers: 10 }),
    ];
    const f = { validBet: 150_000n, profitLoss: 0n, activeMembers: 4, winRate: 0, lossRate: 0 };
    expect(matchTier(tiers, f)).toBe(1);
    expect(matchTier(tiers, { ...f, activeMembers: 2 })).toBe(0);
    expect(matchTier([tier(50, { lossRate: 500 })], { ...f, lossRate: 499 })).toBeNull();
  });

  it('salary: rate on valid bet, rounded down, capped at the upline own rate', () => {
    const r = statementMaths('dailySalary', [tier(75)], team(123_457n, 0n), 0n, 0, 10_000);
    expect(r.amount).toBe(925n); // 123457 * 0.75 % = 925.93 -> 925
    expect(statementMaths('dailySalary', [tier(75)], team(123_457n, 0n), 0n, 0, 50).rate).toBe(50);
    expect(statementMaths('hourSalary', [tier(75)], team(0n, 0n), 0n, 0, 100)).toMatchObject({
      amount: 0n,
      message: 'nothingDue',
    });
  });

  it('dividend: net loss less bonuses and platform fee plus carry-in; a negative result is carried', () => {
    // Team lost 1000.00 to the house, got 100.00 of bonuses, platform fee 10 %.
    const r = statementMaths(
      'dividend',
      [tier(3000)],
      team(500_000n, 400_000n, 5, 10_000n),
      0n,
      1000,
      10_000,
    );
    expect(r).toMatchObject({
      profitLoss: 100_000n,
      platformFee: 10_000n,
      base: 80_000n,
      amount: 24_000n,
      carryOut: 0n,
    });
    // The team won: nothing paid, the loss carried forward.
    const won = statementMaths('dividend', [tier(3000)], team(100_000n, 150_000n), -20_000n, 1000, 10_000);
    expect(won).toMatchObject({
      amount: 0n,
      carryOut: -70_000n,
      message: 'negativeCarried',
      platformFee: 0n,
    });
    // A carry is paid back before anything is shared.
    const back = statementMaths('dividend', [tier(5000)], team(200_000n, 100_000n), -70_000n, 0, 10_000);
    expect(back).toMatchObject({ base: 30_000n, amount: 15_000n, carryOut: 0n });
  });
});

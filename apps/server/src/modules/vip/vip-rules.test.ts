import { describe, expect, it } from 'vitest';
import type { VipLevelRecord } from './vip.types.ts';
import { ladderRises, levelOf, monthOf } from './vip-rules.ts';

const level = (n: number, validBet: bigint, deposit: bigint, keep: bigint): VipLevelRecord => ({
  level: n,
  name: `L${n}`,
  nameTranslations: {},
  validBet,
  deposit,
  upgradeBonus: 0n,
  monthlyBonus: 0n,
  keepValidBet: keep,
});
const ladder = [level(1, 100n, 10n, 0n), level(2, 1_000n, 100n, 500n), level(3, 10_000n, 1_000n, 5_000n)];
const now = new Date('2026-11-26T00:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('levelOf', () => {
  it('takes the highest level whose bet and deposit thresholds are both met', () => {
    expect(levelOf(ladder, { validBet: 50n, deposit: 50n, recentValidBet: 0n }, new Map(), now)).toBe(0);
    expect(levelOf(ladder, { validBet: 5_000n, deposit: 100n, recentValidBet: 0n }, new Map(), now)).toBe(2);
    // Enough bet for level 3 but deposits only for level 2.
    expect(levelOf(ladder, { validBet: 20_000n, deposit: 999n, recentValidBet: 0n }, new Map(), now)).toBe(2);
  });

  it('keeps a level reached within 90 days whatever the recent bet', () => {
    const reached = new Map([[2, daysAgo(89)]]);
    expect(levelOf(ladder, { validBet: 5_000n, deposit: 500n, recentValidBet: 0n }, reached, now)).toBe(2);
  });

  it('drops a level reached long ago when the last 90 days fall short of its keep figure', () => {
    const reached = new Map([
      [1, daysAgo(200)],
      [2, daysAgo(120)],
    ]);
    expect(levelOf(ladder, { validBet: 5_000n, deposit: 500n, recentValidBet: 499n }, reached, now)).toBe(1);
    expect(levelOf(ladder, { validBet: 5_000n, deposit: 500n, recentValidBet: 500n }, reached, now)).toBe(2);
  });
});

describe('ladderRises', () => {
  it('refuses a level below the one before it', () => {
    expect(ladderRises(ladder)).toBe(true);
    expect(ladderRises([ladder[1]!, { ...ladder[0]!, level: 2 }])).toBe(false);
  });
});

it('monthOf is the UTC month', () => {
  expect(monthOf(new Date('2026-12-01T00:30:00+02:00'))).toBe('2026-11');
});

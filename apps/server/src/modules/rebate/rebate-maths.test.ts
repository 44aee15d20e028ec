import { describe, expect, it } from 'vitest';
import { nextPeriodStart, periodKey, periodStart, rebateLines } from './rebate-maths.ts';

describe('rebate lines', () => {
  it('pays each type its rate, rounded down, and lists types without a rate at zero', () => {
    const { lines, total } = rebateLines(
      new Map([
        ['RNG', 123_457n],
        ['LIVE', 10_000n],
        ['FISH', 5_000n],
        ['LOTT', 0n],
      ]),
      { RNG: 0.8, LIVE: 0.55 },
    );
    expect(lines).toEqual([
      { gameType: 'FISH', validBet: 5_000n, ratePercent: 0, amount: 0n },
      { gameType: 'LIVE', validBet: 10_000n, ratePercent: 0.55, amount: 55n },
      // 1,234.57 x 0.8% = 9.87656 -> 9.87
      { gameType: 'RNG', validBet: 123_457n, ratePercent: 0.8, amount: 987n },
    ]);
    expect(total).toBe(1_042n);
  });
});

describe('periods', () => {
  const thursday = new Date('2026-11-26T23:59:59Z');
  it('keys a day and a Monday-based week in UTC', () => {
    expect(periodKey(thursday, 'DAILY')).toBe('D2026-11-26');
    expect(periodKey(thursday, 'WEEKLY')).toBe('W2026-11-23');
    expect(periodKey(new Date('2026-11-29T12:00:00Z'), 'WEEKLY')).toBe('W2026-11-23');
    expect(periodKey(new Date('2026-11-30T00:00:00Z'), 'WEEKLY')).toBe('W2026-11-30');
  });
  it('starts the next period at the boundary', () => {
    expect(periodStart(thursday, 'DAILY').toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(nextPeriodStart(thursday, 'DAILY').toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(nextPeriodStart(thursday, 'WEEKLY').toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});

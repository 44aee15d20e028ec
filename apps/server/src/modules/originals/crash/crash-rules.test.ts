import { CRASH_MAX_CASHOUT_CENTS } from '@goldline/games/crash';
import { timeForCents } from '@goldline/games/crash-curve';
import { describe, expect, it } from 'vitest';
import {
  autoCashoutSchedule,
  betFitsUnderCap,
  capCentsFor,
  effectiveAutoCents,
  maskPlayerName,
  parseMultiplier,
  settleBet,
} from './crash-rules.ts';

describe('crash payout cap', () => {
  it('cashes everyone out where the whole stake would reach the cap, never below 1.01x', () => {
    // 100.00 staked, cap 250.00 -> 2.50x: 100.00 x 2.50 = the cap exactly.
    expect(capCentsFor(10_000n, 25_000n)).toBe(250n);
    expect(capCentsFor(30_000n, 100_000n)).toBe(333n); // floored: 300.00 x 3.33 = 999.00 <= 1,000.00
    expect(capCentsFor(100_000n, 100_000n)).toBe(101n);
    expect(capCentsFor(0n, 100_000n)).toBeNull();
    expect(capCentsFor(1n, 10n ** 12n)).toBeNull(); // above the 1,000,000x max: no cap needed
    expect(betFitsUnderCap(0n, 99_009n, 100_000n)).toBe(true); // 990.09 x 1.01 = 999.99
    expect(betFitsUnderCap(99_000n, 100n, 100_000n)).toBe(false);
  });

  it('lets the lowest of target, cap and max decide, and pays targets at most the crash point', () => {
    const round = { crashCents: 500n, capCents: 300n };
    expect(effectiveAutoCents({ amount: 100n, autoCents: 200n }, round)).toBe(200n);
    expect(effectiveAutoCents({ amount: 100n, autoCents: 400n }, round)).toBe(300n);
    expect(effectiveAutoCents({ amount: 100n, autoCents: null }, { crashCents: 500n, capCents: null })).toBe(
      CRASH_MAX_CASHOUT_CENTS,
    );
    expect(settleBet({ amount: 1000n, autoCents: 400n }, round)).toEqual({
      cashoutCents: 300n,
      payoutMinor: 3000n,
    });
    expect(
      settleBet({ amount: 1000n, autoCents: 600n }, { crashCents: 500n, capCents: null }).cashoutCents,
    ).toBeNull();
    // A manual cash-out before the cap time pays the curve; after it, the cap (it came first).
    expect(settleBet({ amount: 1000n, autoCents: null }, round, timeForCents(250n)).cashoutCents).toBe(250n);
    expect(settleBet({ amount: 1000n, autoCents: null }, round, timeForCents(320n)).cashoutCents).toBe(300n);
    // At or after the crash time a manual cash-out is too late.
    expect(
      settleBet({ amount: 1000n, autoCents: null }, { crashCents: 500n, capCents: null }, timeForCents(500n))
        .cashoutCents,
    ).toBeNull();
  });

  it('schedules each distinct paying target once, in time order', () => {
    const round = { crashCents: 300n, capCents: 250n };
    const schedule = autoCashoutSchedule(
      [
        { amount: 1n, autoCents: 200n },
        { amount: 1n, autoCents: 150n },
        { amount: 1n, autoCents: 200n },
        { amount: 1n, autoCents: null }, // the cap
        { amount: 1n, autoCents: 900n }, // the cap too
      ],
      round,
    );
    expect(schedule).toEqual([
      { cents: 150n, atMs: timeForCents(150n) },
      { cents: 200n, atMs: timeForCents(200n) },
      { cents: 250n, atMs: timeForCents(250n) },
    ]);
    expect(
      autoCashoutSchedule([{ amount: 1n, autoCents: 400n }], { crashCents: 300n, capCents: null }),
    ).toEqual([]);
  });
});

describe('crash request helpers', () => {
  it('parses multipliers 1.01x to 1,000,000x and masks names', () => {
    expect(parseMultiplier('2')).toBe(200n);
    expect(parseMultiplier('1.5')).toBe(150n);
    expect(parseMultiplier('1.00')).toBeNull();
    expect(parseMultiplier('1000000.01')).toBeNull();
    expect(parseMultiplier('2.005')).toBeNull();
    expect(maskPlayerName('player01')).toBe('pl***01');
    expect(maskPlayerName('bob')).toBe('b***');
  });
});

import { describe, expect, it } from 'vitest';
import { signBody, verifyBodySignature } from './gateway/signature.ts';
import { withdrawLimitProblem } from './limits.ts';
import { multipleToBp, turnoverState } from './turnover.ts';

describe('turnoverState', () => {
  const one = (amount: bigint, betsSinceCredit: bigint) => [{ amount, betsSinceCredit }];
  it('locks the deposit not yet bet through at 1x', () => {
    const s = turnoverState({ available: 150_000n, deposits: one(100_000n, 40_000n), multipleBp: 10_000n });
    expect(s).toEqual({ required: 100_000n, done: 40_000n, locked: 60_000n, withdrawable: 90_000n });
  });
  it('unlocks everything once the turnover is met, and with multiple 0', () => {
    expect(turnoverState({ available: 5n, deposits: one(10n, 10n), multipleBp: 10_000n }).locked).toBe(0n);
    expect(turnoverState({ available: 5n, deposits: one(10n, 0n), multipleBp: 0n }).withdrawable).toBe(5n);
  });
  it('never locks more than is available, rounds the lock up at 1.5x', () => {
    expect(turnoverState({ available: 10n, deposits: one(100n, 0n), multipleBp: 10_000n }).locked).toBe(10n);
    expect(
      turnoverState({ available: 1000n, deposits: one(100n, 1n), multipleBp: multipleToBp(1.5) }).locked,
    ).toBe(100n);
  });
  it('counts a bet only for the deposits credited before it', () => {
    // A: 100 credited, then 300 bet; B: 100 credited, nothing bet since. A is met, B is not.
    const s = turnoverState({
      available: 1000n,
      deposits: [
        { amount: 100n, betsSinceCredit: 300n },
        { amount: 100n, betsSinceCredit: 0n },
      ],
      multipleBp: 10_000n,
    });
    expect(s).toEqual({ required: 200n, done: 100n, locked: 100n, withdrawable: 900n });
    // Bets after B pay off what is still owed on A too.
    const later = turnoverState({
      available: 1000n,
      deposits: [
        { amount: 100n, betsSinceCredit: 150n },
        { amount: 100n, betsSinceCredit: 120n },
      ],
      multipleBp: 10_000n,
    });
    expect(later).toEqual({ required: 200n, done: 150n, locked: 50n, withdrawable: 950n });
  });
});

describe('withdrawLimitProblem', () => {
  const base = { min: 2000n, max: 2_000_000n, usedToday: 0, dailyCount: 5 };
  it('checks min, max and the daily count', () => {
    expect(withdrawLimitProblem({ ...base, amount: 1999n })).toBe('below_min');
    expect(withdrawLimitProblem({ ...base, amount: 2_000_001n })).toBe('above_max');
    expect(withdrawLimitProblem({ ...base, amount: 2000n, usedToday: 5 })).toBe('daily_count');
    expect(withdrawLimitProblem({ ...base, amount: 2000n, usedToday: 4 })).toBeNull();
  });
});

describe('gateway signature', () => {
  it('accepts the exact body only', () => {
    const sig = signBody('{"a":1}', 'secret');
    expect(verifyBodySignature('{"a":1}', sig, 'secret')).toBe(true);
    expect(verifyBodySignature('{"a": 1}', sig, 'secret')).toBe(false);
    expect(verifyBodySignature('{"a":1}', sig, 'other')).toBe(false);
    expect(verifyBodySignature('{"a":1}', undefined, 'secret')).toBe(false);
    expect(verifyBodySignature('{"a":1}', 'zz', 'secret')).toBe(false);
  });
});

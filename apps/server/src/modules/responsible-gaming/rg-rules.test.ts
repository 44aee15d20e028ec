import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { activeExclusion, changeLimit, effectiveLimits, newExclusion, type StoredLimit } from './rg-rules.ts';

const at = new Date('2026-11-26T10:00:00Z');
const later = (hours: number) => new Date(at.getTime() + hours * 3_600_000);
const loss = (amount: bigint): StoredLimit => ({ kind: 'LOSS', period: 'DAY', amount, pending: null });
const state = (limits: StoredLimit[]) => ({ limits, realityCheckMinutes: 0, exclusion: null });

describe('changeLimit', () => {
  it('applies a new limit and a decrease at once', () => {
    const set = changeLimit([], { kind: 'LOSS', period: 'DAY', amount: 500n }, at);
    expect(effectiveLimits(state(set), at)).toEqual([loss(500n)]);
    const lower = changeLimit(set, { kind: 'LOSS', period: 'DAY', amount: 200n }, at);
    expect(effectiveLimits(state(lower), at)).toEqual([loss(200n)]);
  });

  it('keeps a raise pending for 24 hours, then applies it', () => {
    const raised = changeLimit([loss(500n)], { kind: 'LOSS', period: 'DAY', amount: 900n }, at);
    expect(effectiveLimits(state(raised), later(23.9))[0]?.amount).toBe(500n);
    expect(raised[0]?.pending).toEqual({ amount: 900n, effectiveAt: later(24) });
    expect(effectiveLimits(state(raised), later(24))[0]).toEqual(loss(900n));
  });

  it('removes a limit only after the cool-off; a decrease meanwhile drops the pending raise', () => {
    const removing = changeLimit([loss(500n)], { kind: 'LOSS', period: 'DAY', amount: null }, at);
    expect(effectiveLimits(state(removing), later(1))).toHaveLength(1);
    expect(effectiveLimits(state(removing), later(24))).toEqual([]);
    const lowered = changeLimit(removing, { kind: 'LOSS', period: 'DAY', amount: 100n }, later(2));
    expect(lowered).toEqual([loss(100n)]);
  });
});

describe('exclusions', () => {
  it('lasts its term and cannot be shortened', () => {
    const e = newExclusion(null, { type: 'SELF_EXCLUSION', months: 6 }, at);
    expect(e.until.toISOString()).toBe('2027-05-26T10:00:00.000Z');
    expect(activeExclusion({ ...state([]), exclusion: e }, later(24 * 180))).toEqual(e);
    expect(() => newExclusion(e, { type: 'TIME_OUT', days: 1 }, at)).toThrow(AppError);
    expect(newExclusion(e, { type: 'SELF_EXCLUSION', months: 12 }, at).until > e.until).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { cashFor, DEFAULT_POINTS_CONFIG, earnTypeOf, pointsFor } from './points-rules.ts';

describe('points rules', () => {
  it('maps game types to the spec points types, unknown ones to slots', () => {
    expect(earnTypeOf('LIVE')).toBe('LIVE');
    expect(earnTypeOf('ELOTT')).toBe('LOTTERY');
    expect(earnTypeOf('PVP')).toBe('CARD');
    expect(earnTypeOf('ESPORTS')).toBe('SPORTS');
    expect(earnTypeOf('CRASH')).toBe('SLOTS');
    expect(earnTypeOf('UNKNOWN')).toBe('SLOTS');
  });

  it('earns rate points per 100.00, rounded down, in integers', () => {
    expect(pointsFor(123_456n, 2, 2)).toBe(24n); // 1,234.56 at 2 per 100
    expect(pointsFor(9_999n, 1, 2)).toBe(0n);
    expect(pointsFor(1_000n, 3, 0)).toBe(30n);
  });

  it('converts exactly or says it cannot', () => {
    expect(cashFor(250n, DEFAULT_POINTS_CONFIG, 2)).toEqual({ cash: 250n, exact: true }); // 2.50
    expect(cashFor(250n, { ...DEFAULT_POINTS_CONFIG, pointsPerUnit: 1000 }, 2)).toEqual({
      cash: 25n,
      exact: true,
    });
    expect(cashFor(255n, { ...DEFAULT_POINTS_CONFIG, pointsPerUnit: 1000 }, 2).exact).toBe(false);
  });
});

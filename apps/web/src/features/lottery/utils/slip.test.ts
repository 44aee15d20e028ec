import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, type SlipItem, slipTotal, slipUnits } from './slip';

const item = (units: number, unitStake: string): SlipItem => ({
  id: newIdempotencyKey(),
  betTypeCode: 'pos',
  selection: { rows: [[1]] },
  units,
  unitStake,
});

describe('lottery bet slip', () => {
  it('totals units × unit stake in minor units, times the chased issues', () => {
    const items = [item(3, '0.10'), item(2, '1.25')];
    expect(slipUnits(items)).toBe(5);
    expect(slipTotal(items, 1, 2)).toBe('2.80');
    expect(slipTotal(items, 5, 2)).toBe('14.00');
    // No float drift: 0.1 × 3 is exactly 0.30.
    expect(slipTotal([item(3, '0.1')], 1, 2)).toBe('0.30');
    // Zero or negative issue counts still count one issue.
    expect(slipTotal(items, 0, 2)).toBe('2.80');
    expect(slipTotal([], 3, 2)).toBe('0.00');
    expect(slipTotal([item(1, '1000')], 1, 0)).toBe('1000');
  });

  it('makes idempotency keys the contract accepts, a new one each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9._:-]{8,64}$/);
    expect(a).not.toBe(b);
  });
});

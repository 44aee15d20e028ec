import { describe, expect, it } from 'vitest';
import { tileTheme } from './tile-theme';

describe('tileTheme', () => {
  it('cycles through six themes by node id', () => {
    expect(['1', '2', '3', '4', '5', '6', '7'].map(tileTheme)).toEqual([1, 2, 3, 4, 5, 0, 1]);
  });

  it('stays exact for ids beyond the safe integer range', () => {
    // 900719925474099312 % 6 = 0 (…099312 % 6 = 0): no rounding from Number(id).
    expect(tileTheme('900719925474099312')).toBe(0);
    expect(tileTheme('900719925474099313')).toBe(1);
  });

  it('falls back to the first theme for ids that are not numbers', () => {
    expect(tileTheme('abc')).toBe(0);
  });
});

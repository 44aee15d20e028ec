import { describe, expect, it } from 'vitest';
import { wageringPercent } from './wagering-progress';

describe('wageringPercent', () => {
  it('rounds down so an unfinished wagering never reads 100%', () => {
    expect(wageringPercent('999.99', '1000')).toBe(99);
    expect(wageringPercent('0.01', '1000')).toBe(0);
    expect(wageringPercent('250', '1000.00')).toBe(25);
  });

  it('is 100 when done reaches or passes the requirement, or nothing is required', () => {
    expect(wageringPercent('1000', '1000')).toBe(100);
    expect(wageringPercent('1500.5', '1000')).toBe(100);
    expect(wageringPercent('0', '0')).toBe(100);
  });

  it('reads amounts too large for a float exactly', () => {
    expect(wageringPercent('90071992547409930', '180143985094819860')).toBe(50);
  });

  it('treats a malformed figure as no progress', () => {
    expect(wageringPercent('abc', '1000')).toBe(0);
    expect(wageringPercent('10', '')).toBe(0);
  });
});

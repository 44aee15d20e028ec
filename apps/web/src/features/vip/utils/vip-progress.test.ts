import { describe, expect, it } from 'vitest';
import { progressPercent } from './vip-progress';

describe('progressPercent', () => {
  it('rounds down and caps at 100', () => {
    expect(progressPercent('999.99', '1000.00')).toBe(99);
    expect(progressPercent('1500.00', '1000.00')).toBe(100);
    expect(progressPercent('250.00', '1000.00')).toBe(25);
  });
  it('treats a zero goal as reached', () => {
    expect(progressPercent('0.00', '0.00')).toBe(100);
  });
});

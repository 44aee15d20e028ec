import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  centsToAmount,
  displayDelayMs,
  displayStartCents,
  displayStepCents,
} from './jackpot-counter';

describe('display-only jackpot counter', () => {
  it('starts between 100,000,000 and 1,000,000,000', () => {
    expect(displayStartCents(() => 0)).toBe(10_000_000_000);
    expect(displayStartCents(() => 0.999999999)).toBeLessThan(100_000_000_000);
    expect(displayStartCents(() => 0.999999999)).toBeGreaterThan(99_999_000_000);
  });

  it('rises by 100 to 500', () => {
    expect(displayStepCents(() => 0)).toBe(10_000);
    expect(displayStepCents(() => 0.5)).toBe(30_000);
    expect(displayStepCents(() => 0.9999999)).toBeLessThan(50_000);
  });

  it('waits 3, 4 or 5 seconds', () => {
    expect(displayDelayMs(() => 0)).toBe(3000);
    expect(displayDelayMs(() => 0.5)).toBe(4000);
    expect(displayDelayMs(() => 0.99)).toBe(5000);
    expect(displayDelayMs(() => 1)).toBe(5000);
  });
});

describe('cents conversions', () => {
  it('formats with two decimals', () => {
    expect(centsToAmount(10_000_000_005)).toBe('100000000.05');
    expect(centsToAmount(0)).toBe('0.00');
  });

  it('parses decimal strings without rounding up', () => {
    expect(amountToCents('1234.5')).toBe(123_450);
    expect(amountToCents('1234')).toBe(123_400);
    expect(amountToCents('0.999')).toBe(99);
  });
});

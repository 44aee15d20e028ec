import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToMinor, minorToAmount } from './money.ts';

describe('amounts', () => {
  it('formats minor units with the currency decimals', () => {
    expect(minorToAmount(123450n, 2)).toBe('1234.50');
    expect(minorToAmount(-5n, 2)).toBe('-0.05');
    expect(minorToAmount(7n, 0)).toBe('7');
  });

  it('refuses more decimals than the currency has', () => {
    expect(() => amountToMinor('1.234', 2)).toThrow(RangeError);
    expect(() => amountToMinor('1e3', 2)).toThrow(RangeError);
  });

  it('round-trips any integer amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.integer({ min: 0, max: 8 }),
        (minor, decimals) => {
          expect(amountToMinor(minorToAmount(minor, decimals), decimals)).toBe(minor);
        },
      ),
    );
  });
});

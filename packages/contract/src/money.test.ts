import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToMinor, IdempotencyKey, minorToAmount, PositiveAmount } from './money.ts';

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

describe('request shapes', () => {
  it('PositiveAmount: a positive decimal with up to 8 decimals; the currency is the server parser', () => {
    for (const ok of ['1', '0.01', '1.234', '0.00000001', '100.12345678'])
      expect(PositiveAmount.safeParse(ok).success).toBe(true);
    for (const bad of ['0', '0.00', '-5', '1e3', '1.123456789', '1.', ''])
      expect(PositiveAmount.safeParse(bad).success).toBe(false);
  });

  it('IdempotencyKey: UUIDs and other client ids of 8 to 64 safe characters', () => {
    for (const ok of ['3f1c2a9e-8d4b-4c7a-9e2f-1a2b3c4d5e6f', 'demo-round-1', 'a:b.c_d-1234', 'x'.repeat(64)])
      expect(IdempotencyKey.safeParse(ok).success).toBe(true);
    for (const bad of ['1', 'nope', 'x'.repeat(65), 'has space!', 'a/b/c/d/e'])
      expect(IdempotencyKey.safeParse(bad).success).toBe(false);
  });
});

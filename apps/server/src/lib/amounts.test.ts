import { describe, expect, it } from 'vitest';
import { toMinor } from './amounts.ts';
import { AppError } from './app-error.ts';

const problemOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (err) {
    return err instanceof AppError ? { code: err.code, details: err.details } : err;
  }
};

describe('toMinor', () => {
  it('reads amounts in the currency decimals', () => {
    expect(toMinor('1234.5', 2)).toBe(123_450n);
    expect(toMinor('7', 0)).toBe(7n);
    expect(toMinor('0.00000001', 8)).toBe(1n);
  });

  it('refuses more decimals than the currency has, naming the field', () => {
    expect(problemOf(() => toMinor('1.234', 2))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { fields: { amount: 'decimals' } },
    });
    expect(problemOf(() => toMinor('1.5', 0, 'remainingAmount'))).toEqual({
      code: 'VALIDATION_FAILED',
      details: { fields: { remainingAmount: 'decimals' } },
    });
  });
});

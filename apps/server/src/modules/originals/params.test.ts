import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { diceBet, limboTarget } from './params.ts';

const fieldOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err.details?.fields;
  }
  return null;
};

describe('dice target', () => {
  it('converts to hundredths and keeps the win chance between 0.01 % and 98 %', () => {
    expect(diceBet(49.5, 'under')).toEqual({ target: 4950, direction: 'under' });
    expect(diceBet(0.01, 'under')).toEqual({ target: 1, direction: 'under' });
    expect(diceBet(98, 'under').target).toBe(9800);
    expect(diceBet(2, 'over').target).toBe(200); // 10,000 − 200 = 9,800 winning rolls
    expect(diceBet(99.99, 'over').target).toBe(9999); // one winning roll: 100.00
    expect(fieldOf(() => diceBet(98.01, 'under'))).toEqual({ target: 'range' });
    expect(fieldOf(() => diceBet(1.99, 'over'))).toEqual({ target: 'range' });
    expect(fieldOf(() => diceBet(12.345, 'under'))).toEqual({ target: 'decimals' });
  });
});

describe('limbo target', () => {
  it('reads 1.01x to 1,000,000x in hundredths', () => {
    expect(limboTarget('2')).toBe(200n);
    expect(limboTarget('2.5')).toBe(250n);
    expect(limboTarget('1.01')).toBe(101n);
    expect(limboTarget('1000000')).toBe(100_000_000n);
    expect(fieldOf(() => limboTarget('1.00'))).toEqual({ target: 'range' });
    expect(fieldOf(() => limboTarget('1000000.01'))).toEqual({ target: 'range' });
    expect(fieldOf(() => limboTarget('2.001'))).toEqual({ target: 'pattern' });
    expect(fieldOf(() => limboTarget('-2'))).toEqual({ target: 'pattern' });
  });
});

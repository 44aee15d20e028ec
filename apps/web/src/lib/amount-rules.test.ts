import { describe, expect, it } from 'vitest';
import { amountProblem } from './amount-rules';

const range = { min: '100.00', max: '50000.00', decimals: 2 };

describe('amountProblem', () => {
  it('accepts amounts inside the range', () => {
    expect(amountProblem('100', range)).toBeNull();
    expect(amountProblem('50000.00', range)).toBeNull();
    expect(amountProblem(' 250.5 ', range)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(amountProblem('', range)).toBe('required');
    expect(amountProblem('12,00', range)).toBe('format');
    expect(amountProblem('-5', range)).toBe('format');
    expect(amountProblem('0', range)).toBe('format');
    expect(amountProblem('100.001', range)).toBe('decimals');
    expect(amountProblem('99.99', range)).toBe('min');
    expect(amountProblem('50000.01', range)).toBe('max');
  });

  it('works without bounds', () => {
    expect(amountProblem('0.01', { decimals: 2 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { centsText, multiplierText, percentText } from './format.ts';
import { ratio } from './rational.ts';

describe('format', () => {
  it('multipliers keep two to four decimals, never hiding a paying fraction', () => {
    expect(multiplierText(20_000n)).toBe('2.00');
    expect(multiplierText(0n)).toBe('0.00');
    expect(multiplierText(33_000n)).toBe('3.30');
    expect(multiplierText(19_800n)).toBe('1.98');
    expect(multiplierText(11_250n)).toBe('1.125');
    expect(multiplierText(10_001n)).toBe('1.0001');
    expect(multiplierText(14_142_857n)).toBe('1414.2857');
    expect(multiplierText(99_000_000n)).toBe('9900.00');
  });

  it('percentages truncate (a declared RTP is never rounded up)', () => {
    expect(percentText(ratio(99n * 10_000n, 100n * 10_001n))).toBe('98.9901');
    expect(percentText(ratio(2n, 3n))).toBe('66.6666');
    expect(percentText(ratio(99n, 100n))).toBe('99.0000');
    expect(percentText(ratio(1n, 3n), 0)).toBe('33');
  });

  it('hundredths read as two decimals, from a bigint or an integer number', () => {
    expect(centsText(100n)).toBe('1.00');
    expect(centsText(235n)).toBe('2.35');
    expect(centsText(100_000_000n)).toBe('1000000.00');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(10_000)).toBe('100.00');
  });
});

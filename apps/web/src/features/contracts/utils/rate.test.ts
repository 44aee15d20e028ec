import { describe, expect, it } from 'vitest';
import { bpsToPercentText, formatRate, percentToBps } from './rate';

describe('contract rates', () => {
  it('reads a percentage into basis points by text, without float error', () => {
    expect(percentToBps('0.29')).toBe(29);
    expect(percentToBps('12.5')).toBe(1250);
    expect(percentToBps(' 3 ')).toBe(300);
    expect(percentToBps('100')).toBe(10_000);
  });

  it('refuses what is not a percentage with at most two decimals', () => {
    for (const text of ['', '1.234', '-1', 'abc', '1,5', '.5', '1000']) expect(percentToBps(text)).toBeNull();
  });

  it('writes basis points back as the shortest exact percentage', () => {
    expect(bpsToPercentText(1250)).toBe('12.5');
    expect(bpsToPercentText(29)).toBe('0.29');
    expect(bpsToPercentText(300)).toBe('3');
    for (const bps of [1, 10, 99, 101, 4321]) expect(percentToBps(bpsToPercentText(bps))).toBe(bps);
  });

  it('shows a rate with two decimals in the reader locale', () => {
    expect(formatRate(1250, 'en')).toBe('12.50%');
    expect(formatRate(5, 'en')).toBe('0.05%');
    expect(formatRate(1250, 'ar')).toContain('12.50');
  });
});

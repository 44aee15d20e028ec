import { describe, expect, it } from 'vitest';
import { bpsText, centsText } from './format';

describe('multiplier text', () => {
  it('writes basis points like the server: two to four decimals', () => {
    expect(bpsText(20_000n)).toBe('2.00');
    expect(bpsText(11_250n)).toBe('1.125');
    expect(bpsText(14_142_857n)).toBe('1414.2857');
    expect(bpsText(19_800n)).toBe('1.98');
    expect(bpsText(99_000_000n)).toBe('9900.00');
  });

  it('writes hundredths with two decimals', () => {
    expect(centsText(235n)).toBe('2.35');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(10_000)).toBe('100.00');
  });
});

import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './format-money';

describe('formatAmount', () => {
  it('groups thousands and pads to the currency decimals', () => {
    expect(formatAmount('1234.5', { locale: 'en', decimals: 2 })).toBe('1,234.50');
    expect(formatAmount('0', { locale: 'en', decimals: 2 })).toBe('0.00');
  });

  it('keeps precision beyond what a float can hold', () => {
    expect(formatAmount('90071992547409931.25', { locale: 'en', decimals: 2 })).toBe(
      '90,071,992,547,409,931.25',
    );
  });

  it('never rounds money up', () => {
    expect(formatAmount('1.999', { locale: 'en', decimals: 2 })).toBe('1.99');
  });

  it('uses Latin digits even for Arabic and Persian', () => {
    expect(formatAmount('1234.5', { locale: 'ar', decimals: 2 })).toMatch(/^1.234.50$/);
    expect(formatAmount('1234.5', { locale: 'fa', decimals: 2 })).toMatch(/^1.234.50$/);
  });

  it('leaves anything that is not a decimal string alone', () => {
    expect(formatAmount('abc', { locale: 'en', decimals: 2 })).toBe('abc');
  });
});

describe('formatMoney', () => {
  it('prefixes the symbol and can mask the figure', () => {
    expect(formatMoney('10', { locale: 'en', decimals: 2, currencySymbol: '$' })).toBe('$ 10.00');
    expect(formatMoney('10', { locale: 'en', decimals: 2, currencySymbol: '$' }, true)).toBe('$ ****');
  });
});

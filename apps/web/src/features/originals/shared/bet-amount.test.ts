import { describe, expect, it } from 'vitest';
import { adjustBet, betMinor, clampBet } from './bet-amount';

const limits = { min: '0.10', max: '1000.00', decimals: 2 };

describe('bet amount buttons', () => {
  it('halves and doubles in minor units without float drift', () => {
    expect(adjustBet('10.00', 'half', limits)).toBe('5.00');
    expect(adjustBet('0.35', 'half', limits)).toBe('0.17');
    expect(adjustBet('0.10', 'double', limits)).toBe('0.20');
    expect(adjustBet('0.30', 'double', limits)).toBe('0.60');
  });

  it('never leaves the limits', () => {
    expect(adjustBet('0.10', 'half', limits)).toBe('0.10');
    expect(adjustBet('700', 'double', limits)).toBe('1000.00');
    expect(adjustBet('5', 'min', limits)).toBe('0.10');
    expect(adjustBet('5', 'max', limits)).toBe('1000.00');
  });

  it('starts from the minimum when the typed amount is not a number', () => {
    expect(adjustBet('abc', 'double', limits)).toBe('0.20');
    expect(adjustBet('', 'half', limits)).toBe('0.10');
  });

  it('cuts extra decimals and rounds a finer minimum up', () => {
    expect(adjustBet('1.239', 'double', limits)).toBe('2.46');
    expect(adjustBet('1', 'min', { min: '0.001', max: '10', decimals: 2 })).toBe('0.01');
    expect(clampBet(0n, { min: '0', max: '10', decimals: 0 })).toBe(0n);
  });

  it('keeps the slot bet a whole number of line bets', () => {
    const slot = { min: '0.20', max: '1000.00', decimals: 2, step: 20n };
    expect(adjustBet('1.00', 'half', slot)).toBe('0.40');
    expect(adjustBet('0.30', 'double', slot)).toBe('0.60');
    expect(adjustBet('0.30', 'half', slot)).toBe('0.20');
    expect(clampBet(25n, { ...slot, min: '0.15' })).toBe(20n);
  });

  it('reads valid amounts only', () => {
    expect(betMinor('12.5', 2)).toBe(1250n);
    expect(betMinor('12.505', 2)).toBeNull();
    expect(betMinor('-1', 2)).toBeNull();
    expect(betMinor(' 3 ', 2)).toBe(300n);
  });
});

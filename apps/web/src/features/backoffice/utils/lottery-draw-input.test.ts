import { describe, expect, it } from 'vitest';
import { drawFromTiers, parseTier, tiersOf } from './lottery-draw-input';

const numbers = (count: number, digits: number, start = 0) =>
  Array.from({ length: count }, (_, i) => String(start + i).padStart(digits, '0')).join(' ');

describe('the official result form', () => {
  it('has the sheets of the reference: North 27 numbers, South/Central 18, 4D 23, none for fast games', () => {
    const total = (family: Parameters<typeof tiersOf>[0]) => tiersOf(family).reduce((s, t) => s + t.count, 0);
    expect(total('vn-north')).toBe(27);
    expect(total('vn-south')).toBe(18);
    expect(total('4d')).toBe(23);
    expect(tiersOf('ssc')).toEqual([]);
    expect(tiersOf('vn-south')[0]).toEqual({ key: 'vn.0', count: 1, digits: 6 });
  });

  it('reads a tier only with exactly its count of numbers of exactly its digits', () => {
    const third = { key: 'vn.3', count: 2, digits: 5 };
    expect(parseTier(third, ' 01234, 99999 ')).toEqual([1234, 99999]);
    expect(parseTier(third, '01234;99999')).toEqual([1234, 99999]);
    expect(parseTier(third, '01234')).toBeNull();
    expect(parseTier(third, '01234 99999 11111')).toBeNull();
    expect(parseTier(third, '1234 99999')).toBeNull();
    expect(parseTier(third, '01234 9999a')).toBeNull();
  });

  it('builds the family draw once every tier is right, and nothing before', () => {
    const north = tiersOf('vn-north').map((t, i) => numbers(t.count, t.digits, i));
    const draw = drawFromTiers('vn-north', north);
    expect(draw).toMatchObject({ family: 'vn-north' });
    expect((draw as unknown as { prizes: number[][] }).prizes.flat()).toHaveLength(27);
    expect(drawFromTiers('vn-north', north.slice(0, -1))).toBeNull();

    const fourD = ['1234', '5678', '0009', numbers(10, 4, 100), numbers(10, 4, 200)];
    expect(drawFromTiers('4d', fourD)).toEqual({
      family: '4d',
      first: 1234,
      second: 5678,
      third: 9,
      starter: Array.from({ length: 10 }, (_, i) => 100 + i),
      consolation: Array.from({ length: 10 }, (_, i) => 200 + i),
    });
    expect(drawFromTiers('4d', ['1234', '5678', '9', numbers(10, 4), numbers(10, 4)])).toBeNull();
    expect(drawFromTiers('ssc', [])).toBeNull();
  });
});

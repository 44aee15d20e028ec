import type { PickRow, PickRule } from '@goldline/games/lottery/types';
import { describe, expect, it } from 'vitest';
import {
  emptyPad,
  isTyped,
  padCount,
  parseTyped,
  presetValues,
  quickPick,
  rowSize,
  rowValues,
  toggle,
  valueText,
} from './pad';

const digit: PickRow = {
  key: 'pos.0',
  values: { kind: 'range', min: 0, max: 9, width: 1 },
  minPicks: 0,
  maxPicks: 10,
};
const threeDigits: PickRow = {
  key: 'numbers',
  values: { kind: 'range', min: 0, max: 999, width: 3 },
  minPicks: 1,
  maxPicks: 3,
};
const bigSmall: PickRow = {
  key: 'option',
  values: { kind: 'options', options: ['big', 'small'] },
  minPicks: 1,
  maxPicks: 1,
};

/** A deterministic "random": always the first index. */
const first = () => 0;

describe('lottery number pad', () => {
  it('lists a row: ranges from min to max, options as given, and their size', () => {
    expect(rowValues(digit)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rowValues(bigSmall)).toEqual(['big', 'small']);
    expect(rowSize(digit)).toBe(10);
    expect(rowSize(threeDigits)).toBe(1000);
    expect(rowSize(bigSmall)).toBe(2);
  });

  it('types rows of more than 100 values instead of drawing buttons, and pads numbers to width', () => {
    expect(isTyped(digit)).toBe(false);
    expect(isTyped(threeDigits)).toBe(true);
    expect(isTyped(bigSmall)).toBe(false);
    expect(valueText(threeDigits, 7)).toBe('007');
    expect(valueText(bigSmall, 'big')).toBe('big');
  });

  it('toggles a value on and off, only in its row, and ignores new values at the maximum', () => {
    const rule: PickRule = { rows: [digit, bigSmall], minTotal: 1, minRows: 1 };
    let pad = emptyPad(rule);
    expect(pad).toEqual([[], []]);
    pad = toggle(pad, 0, digit, 3);
    pad = toggle(pad, 0, digit, 5);
    expect(pad).toEqual([[3, 5], []]);
    pad = toggle(pad, 0, digit, 3);
    expect(pad).toEqual([[5], []]);
    pad = toggle(pad, 1, bigSmall, 'big');
    expect(toggle(pad, 1, bigSmall, 'small')).toEqual([[5], ['big']]);
    expect(padCount(pad)).toBe(2);
  });

  it('fills the usual shortcuts of a numeric row, capped at the row maximum', () => {
    expect(presetValues(digit, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(presetValues(digit, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(presetValues(digit, 'odd')).toEqual([1, 3, 5, 7, 9]);
    expect(presetValues(digit, 'even')).toEqual([0, 2, 4, 6, 8]);
    expect(presetValues(digit, 'all')).toHaveLength(10);
    expect(presetValues(digit, 'clear')).toEqual([]);
    expect(presetValues({ ...digit, maxPicks: 2 }, 'all')).toEqual([0, 1]);
    expect(presetValues(bigSmall, 'big')).toEqual([]);
  });

  it('reads typed numbers: in range, within width, each once, the rest reported as bad', () => {
    expect(parseTyped(threeDigits, '12 345,12; 1000 abc 0007')).toEqual({
      values: [12, 345],
      bad: ['1000', 'abc', '0007'],
    });
    expect(parseTyped({ ...threeDigits, maxPicks: 1 }, '1 2')).toEqual({ values: [1], bad: [] });
    expect(parseTyped(bigSmall, '1 2')).toEqual({ values: [], bad: [] });
  });

  it('quick-picks each row minimum, then fills rows up to minRows and minTotal', () => {
    expect(quickPick({ rows: [bigSmall], minTotal: 1, minRows: 1 }, first)).toEqual([['big']]);
    // Any-2 direct: no row needs a pick, but two rows must have one.
    let call = 0;
    const cycling = (n: number) => call++ % n;
    const anyTwo = quickPick({ rows: [digit, digit, digit], minTotal: 2, minRows: 2 }, cycling);
    expect(anyTwo.filter((row) => row.length > 0)).toHaveLength(2);
    expect(padCount(anyTwo)).toBe(2);
    // A group bet: three distinct numbers on one row.
    const group = quickPick({ rows: [{ ...digit, minPicks: 3 }], minTotal: 3, minRows: 1 }, first);
    expect(group[0]).toHaveLength(3);
    expect(new Set(group[0]).size).toBe(3);
    // With Math.random, every picked value is in its row.
    for (let i = 0; i < 50; i += 1) {
      const pad = quickPick({ rows: [threeDigits], minTotal: 2, minRows: 1 });
      expect(pad[0]!.length).toBe(2);
      for (const v of pad[0]!) expect(v as number).toBeGreaterThanOrEqual(0);
      for (const v of pad[0]!) expect(v as number).toBeLessThanOrEqual(999);
    }
  });
});

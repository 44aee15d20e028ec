import type { PickRow, PickRule, PickValue } from '@goldline/games/lottery/types';

/**
 * The number pad's state and helpers, pure so they are unit-tested. Pad state is one list of
 * picked values per row, in the order the player picked them; packages/games parseSelection sorts
 * and validates it before anything is counted or sent.
 */
export type PadRows = PickValue[][];

/** Rows above this many values are typed (3 càng 000–999, 4D 0000–9999) instead of tapped. */
export const MAX_BUTTONS = 100;

export const emptyPad = (rule: PickRule): PadRows => rule.rows.map(() => []);

export function rowValues(row: PickRow): PickValue[] {
  if (row.values.kind === 'options') return [...row.values.options];
  const { min, max } = row.values;
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

export const rowSize = (row: PickRow) =>
  row.values.kind === 'options' ? row.values.options.length : row.values.max - row.values.min + 1;

export const isTyped = (row: PickRow) => row.values.kind === 'range' && rowSize(row) > MAX_BUTTONS;

export function valueText(row: PickRow, value: PickValue): string {
  return row.values.kind === 'range' ? String(value).padStart(row.values.width, '0') : String(value);
}

/** Taps a value on or off; a row at its maximum ignores new values. */
export function toggle(pad: PadRows, rowIndex: number, row: PickRow, value: PickValue): PadRows {
  return pad.map((picked, i) => {
    if (i !== rowIndex) return picked;
    if (picked.includes(value)) return picked.filter((v) => v !== value);
    if (picked.length >= row.maxPicks) return picked;
    return [...picked, value];
  });
}

export type RowPreset = 'all' | 'big' | 'small' | 'odd' | 'even' | 'clear';

/** The usual row shortcuts of a numeric row (big = upper half of its range). */
export function presetValues(row: PickRow, preset: RowPreset): PickValue[] {
  if (row.values.kind !== 'range' || preset === 'clear') return [];
  const { min, max } = row.values;
  const all = rowValues(row) as number[];
  const middle = min + Math.floor((max - min + 1) / 2);
  const chosen = all.filter((n) => {
    if (preset === 'big') return n >= middle;
    if (preset === 'small') return n < middle;
    if (preset === 'odd') return n % 2 === 1;
    if (preset === 'even') return n % 2 === 0;
    return true;
  });
  return chosen.slice(0, row.maxPicks);
}

/** Typed numbers ("12 34, 56") into row values: only whole numbers in range, each once. */
export function parseTyped(row: PickRow, text: string): { values: number[]; bad: string[] } {
  if (row.values.kind !== 'range') return { values: [], bad: [] };
  const { min, max, width } = row.values;
  const values: number[] = [];
  const bad: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const n = /^\d+$/.test(token) && token.length <= width ? Number(token) : Number.NaN;
    if (Number.isInteger(n) && n >= min && n <= max) {
      if (!values.includes(n)) values.push(n);
    } else {
      bad.push(token);
    }
  }
  return { values: values.slice(0, row.maxPicks), bad };
}

type Random = (n: number) => number;
const mathRandom: Random = (n) => Math.floor(Math.random() * n);

/**
 * A quick pick: each row gets its minimum of random values, then random rows get one more until
 * the rule's minimum over all rows is met. Not a draw, so Math.random is enough.
 */
export function quickPick(rule: PickRule, random: Random = mathRandom): PadRows {
  const pad: PadRows = rule.rows.map((row) => {
    const pool = rowValues(row);
    const out: PickValue[] = [];
    for (let i = 0; i < row.minPicks && pool.length > 0; i += 1)
      out.push(pool.splice(random(pool.length), 1)[0] as PickValue);
    return out;
  });
  // Bet types that need picks on several rows (SSC any-2 direct): fill empty rows up to minRows.
  for (let guard = 0; pad.filter((row) => row.length > 0).length < rule.minRows && guard < 1000; guard += 1) {
    const index = random(rule.rows.length);
    const picked = pad[index] as PickValue[];
    const row = rule.rows[index] as PickRow;
    if (picked.length > 0 || row.maxPicks === 0) continue;
    const pool = rowValues(row);
    picked.push(pool[random(pool.length)] as PickValue);
  }
  let total = pad.reduce((sum, row) => sum + row.length, 0);
  for (let guard = 0; total < rule.minTotal && guard < 1000; guard += 1) {
    const index = random(rule.rows.length);
    const row = rule.rows[index] as PickRow;
    const picked = pad[index] as PickValue[];
    const pool = rowValues(row).filter((v) => !picked.includes(v));
    if (pool.length === 0 || picked.length >= row.maxPicks) continue;
    picked.push(pool[random(pool.length)] as PickValue);
    total += 1;
  }
  return pad;
}

export const padCount = (pad: PadRows) => pad.reduce((sum, row) => sum + row.length, 0);

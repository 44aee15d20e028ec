/**
 * Win evaluation shared by settlement, exact enumeration and simulation, so all three count the same
 * game. Wins are integers in line bets (total bet = 20 line bets), never floats.
 */
import { LINE_COUNT, PAYLINES, REELS, ROWS } from './lines.ts';
import { FREE_SPINS_AWARDED, LINE_PAYS, SCATTER_PAYS } from './paytable.ts';
import { SCATTER, SYMBOL_COUNT, SYMBOLS, WILD } from './symbols.ts';

/** pays[symbol · PAY_STRIDE + count], count 0–5, in line bets. */
export const PAY_STRIDE = 6;
export const LINE_PAY_TABLE: Int32Array = (() => {
  const table = new Int32Array(SYMBOL_COUNT * PAY_STRIDE);
  SYMBOLS.forEach((name, id) => {
    (LINE_PAYS[name] ?? []).forEach((pay, count) => {
      table[id * PAY_STRIDE + count] = pay;
    });
  });
  return table;
})();

/** Scatter pays converted to line bets, indexed 0–15 (a window has 15 cells; 5+ pays as 5). */
export const SCATTER_PAY_UNITS: readonly number[] = Array.from(
  { length: REELS * ROWS + 1 },
  (_, s) => SCATTER_PAYS[Math.min(s, SCATTER_PAYS.length - 1)]! * LINE_COUNT,
);
export { FREE_SPINS_AWARDED };

/** The symbol and count a line pays for, or null. WILD substitutes all but SCATTER; the best pay wins. */
export function lineResult(cells: ArrayLike<number>): { symbol: number; count: number; pay: number } | null {
  let w = 0;
  while (w < REELS && cells[w] === WILD) w += 1;
  const wildPay = LINE_PAY_TABLE[WILD * PAY_STRIDE + w]!;
  if (w === REELS || cells[w] === SCATTER)
    return wildPay > 0 ? { symbol: WILD, count: w, pay: wildPay } : null;
  const symbol = cells[w]!;
  let n = w + 1;
  while (n < REELS && (cells[n] === symbol || cells[n] === WILD)) n += 1;
  const symbolPay = LINE_PAY_TABLE[symbol * PAY_STRIDE + n]!;
  if (symbolPay === 0 && wildPay === 0) return null;
  return symbolPay >= wildPay
    ? { symbol, count: n, pay: symbolPay }
    : { symbol: WILD, count: w, pay: wildPay };
}

/** Fast path of lineResult: the pay only, for the five cells starting at `offset`. */
export function linePay(cells: ArrayLike<number>, offset = 0): number {
  let w = 0;
  while (w < REELS && cells[offset + w] === WILD) w += 1;
  const wildPay = LINE_PAY_TABLE[WILD * PAY_STRIDE + w]!;
  if (w === REELS) return wildPay;
  const symbol = cells[offset + w]!;
  if (symbol === SCATTER) return wildPay;
  let n = w + 1;
  while (n < REELS && (cells[offset + n] === symbol || cells[offset + n] === WILD)) n += 1;
  const symbolPay = LINE_PAY_TABLE[symbol * PAY_STRIDE + n]!;
  return symbolPay > wildPay ? symbolPay : wildPay;
}

/**
 * Length of the matching run over the first `upTo` reels (as linePay counts it). A line whose run is
 * shorter than `upTo` is already decided: later reels cannot change its pay.
 */
export function runLength(cells: ArrayLike<number>, upTo: number, offset = 0): number {
  let w = 0;
  while (w < upTo && cells[offset + w] === WILD) w += 1;
  if (w === upTo || cells[offset + w] === SCATTER) return w;
  const symbol = cells[offset + w];
  let n = w + 1;
  while (n < upTo && (cells[offset + n] === symbol || cells[offset + n] === WILD)) n += 1;
  return n;
}

/**
 * A reel set compiled for fast lookups: the window of every stop (cells[r][stop·3 + row]) and the
 * number of scatters it shows.
 */
export interface CompiledReels {
  readonly lengths: readonly number[];
  readonly cells: readonly Uint8Array[];
  readonly scatters: readonly Uint8Array[];
}

export function compileReels(strips: readonly (readonly number[])[]): CompiledReels {
  if (strips.length !== REELS) throw new Error('five reels');
  const cells = strips.map((strip) => {
    const window = new Uint8Array(strip.length * ROWS);
    for (let stop = 0; stop < strip.length; stop += 1)
      for (let row = 0; row < ROWS; row += 1) window[stop * ROWS + row] = strip[(stop + row) % strip.length]!;
    return window;
  });
  const scatters = cells.map((window) => {
    const counts = new Uint8Array(window.length / ROWS);
    for (let stop = 0; stop < counts.length; stop += 1)
      for (let row = 0; row < ROWS; row += 1) if (window[stop * ROWS + row] === SCATTER) counts[stop]! += 1;
    return counts;
  });
  return { lengths: strips.map((s) => s.length), cells, scatters };
}

/** Flat [line · 5 + reel] = row, for loops that avoid nested arrays. */
export const LINE_ROWS: Uint8Array = Uint8Array.from(PAYLINES.flat());

export interface SpinEvaluation {
  readonly window: number[][];
  readonly lineWins: { line: number; symbol: number; count: number; pay: number }[];
  readonly scatters: number;
  /** Line wins plus scatter pay, in line bets, before any free-spin multiplier. */
  readonly win: number;
}

export function evaluateSpin(reels: CompiledReels, stops: readonly number[]): SpinEvaluation {
  const window = stops.map((stop, r) =>
    Array.from(reels.cells[r]!.subarray(stop * ROWS, stop * ROWS + ROWS)),
  );
  const lineWins: SpinEvaluation['lineWins'] = [];
  const cells = new Uint8Array(REELS);
  for (let line = 0; line < LINE_COUNT; line += 1) {
    for (let r = 0; r < REELS; r += 1) cells[r] = window[r]![LINE_ROWS[line * REELS + r]!]!;
    const result = lineResult(cells);
    if (result) lineWins.push({ line, ...result });
  }
  const scatters = stops.reduce((sum, stop, r) => sum + reels.scatters[r]![stop]!, 0);
  const win = lineWins.reduce((sum, w) => sum + w.pay, 0) + SCATTER_PAY_UNITS[scatters]!;
  return { window, lineWins, scatters, win };
}

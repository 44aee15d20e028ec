/**
 * What every lottery family shares (decision 080): a bet type is a pad rule, exact odds lines and a
 * way to expand a ticket into unit bets; payouts come from one rule, pay = RTP share / probability,
 * floored to a basis point of the unit stake.
 */
import { type Rational, ratio } from '../rational.ts';
import type { DrawStream } from './rng.ts';
import type {
  BetTypeDef,
  Draw,
  LotteryFamily,
  OddsLine,
  PickRow,
  PickRule,
  PickValue,
  Selection,
  SelectionError,
} from './types.ts';

/** A ticket expanding into more unit bets than this is refused with TOO_MANY_UNITS. */
export const MAX_UNITS_PER_TICKET = 1000;

export interface Hit {
  readonly line: string;
  readonly count: number;
}

export interface UnitBet<D extends Draw> {
  /** Identifies the outcome the unit bets on, for the exposure cap (e.g. 'pos:0:7', 'lo:27'). */
  readonly key: string;
  /** The odds line paid when the unit wins once (its largest, for the exposure cap). */
  readonly line: string;
  /** The lines this unit wins on in `draw` and how many times (lô: once per appearance). */
  hits(draw: D): readonly Hit[];
}

export interface LineSpec {
  readonly key: string;
  readonly probability: Rational;
  readonly perAppearance?: boolean;
  readonly atLeastOnce?: Rational;
  /** Tiered bet types only (4D Big/Small): the prize's weight in the split of the RTP. */
  readonly weight?: bigint;
}

export interface BetImpl<D extends Draw> {
  readonly def: BetTypeDef;
  /**
   * false: the lines are alternatives the player chooses between (sum 3 or sum 4), each priced at the
   * full RTP. true: the lines are prizes of one unit (4D first … consolation) sharing the RTP by weight.
   */
  readonly tiered: boolean;
  readonly lines: readonly LineSpec[];
  units(sel: Selection): UnitBet<D>[];
}

export interface FamilyImpl<D extends Draw> {
  readonly family: LotteryFamily;
  readonly bets: readonly BetImpl<D>[];
  draw(stream: DrawStream): Promise<D>;
  /** Validates an entered or stored result; null when it is not a well-formed draw of the family. */
  parseDraw(input: unknown): D | null;
}

// ---------------------------------------------------------------------------------------------------
// Pad rows

export const rangeRow = (
  key: string,
  min: number,
  max: number,
  width: number,
  minPicks = 1,
  maxPicks?: number,
): PickRow => ({
  key,
  values: { kind: 'range', min, max, width },
  minPicks,
  maxPicks: maxPicks ?? max - min + 1,
});

export const optionRow = (key: string, options: readonly string[], minPicks = 1): PickRow => ({
  key,
  values: { kind: 'options', options },
  minPicks,
  maxPicks: options.length,
});

export const rule = (rows: readonly PickRow[], minTotal = 1, minRows = 0): PickRule => ({
  rows,
  minTotal,
  minRows,
});

/** Checks `input` against the pad rule; returns the canonical selection (rows sorted) or null. */
export function parseByRule(pick: PickRule, input: unknown): Selection | null {
  if (typeof input !== 'object' || input === null) return null;
  const rows = (input as { rows?: unknown }).rows;
  if (!Array.isArray(rows) || rows.length !== pick.rows.length) return null;
  const out: PickValue[][] = [];
  let total = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as unknown;
    const spec = pick.rows[i]!;
    if (!Array.isArray(row) || row.length < spec.minPicks || row.length > spec.maxPicks) return null;
    if (new Set(row).size !== row.length) return null;
    const { values } = spec;
    if (values.kind === 'range') {
      for (const v of row)
        if (typeof v !== 'number' || !Number.isInteger(v) || v < values.min || v > values.max) return null;
      out.push([...(row as number[])].sort((a, b) => a - b));
    } else {
      for (const v of row) if (typeof v !== 'string' || !values.options.includes(v)) return null;
      out.push(values.options.filter((o) => (row as string[]).includes(o)));
    }
    total += row.length;
  }
  if (total < pick.minTotal || out.filter((r) => r.length > 0).length < pick.minRows) return null;
  return { rows: out };
}

export function parseTicket<D extends Draw>(bet: BetImpl<D>, input: unknown): Selection | SelectionError {
  const sel = parseByRule(bet.def.pick, input);
  if (sel === null) return { error: 'INVALID_SELECTION' };
  const n = bet.units(sel).length;
  if (n === 0) return { error: 'INVALID_SELECTION' };
  if (n > MAX_UNITS_PER_TICKET) return { error: 'TOO_MANY_UNITS' };
  return sel;
}

// ---------------------------------------------------------------------------------------------------
// Odds: pay = RTP share / probability

export function oddsLines(bet: BetImpl<Draw>, rtpBps: number): OddsLine[] {
  const rtp = BigInt(rtpBps);
  if (!bet.tiered) {
    return bet.lines.map((l) => {
      const payoutBps = (rtp * l.probability.den) / l.probability.num;
      return line(l, payoutBps);
    });
  }
  // payout_k = RTP · w_k / Σ_j w_j·p_j, so line k returns RTP · w_k·p_k / Σ_j w_j·p_j.
  let sumNum = 0n;
  let sumDen = 1n;
  for (const l of bet.lines) {
    const w = l.weight ?? 0n;
    sumNum = sumNum * l.probability.den + w * l.probability.num * sumDen;
    sumDen *= l.probability.den;
  }
  return bet.lines.map((l) => line(l, (rtp * (l.weight ?? 0n) * sumDen) / sumNum));
}

function line(l: LineSpec, payoutBps: bigint): OddsLine {
  return {
    key: l.key,
    probability: l.probability,
    perAppearance: l.perAppearance ?? false,
    ...(l.atLeastOnce ? { atLeastOnce: l.atLeastOnce } : {}),
    payoutBps: Number(payoutBps),
    rtp: ratio(l.probability.num * payoutBps, l.probability.den * 10_000n),
  };
}

// ---------------------------------------------------------------------------------------------------
// Per-position bet types SSC and PK10 share

export const BSOE = ['big', 'small', 'odd', 'even'];

/** Big is `bigFrom` and up, small below it; odd/even by parity. */
export const bsoeWins = (option: string, value: number, bigFrom: number): boolean =>
  option === 'big'
    ? value >= bigFrom
    : option === 'small'
      ? value < bigFrom
      : (value % 2 === 1) === (option === 'odd');

/**
 * 'pos' (the value shown on a position, 1/10) and 'pos-bsoe' (big/small/odd/even of a position, 1/2),
 * one unit per pick on each position's row; `row(p, 0)` is position p's pad row (no pick required).
 */
export function positionBets<D extends Draw>(
  family: LotteryFamily,
  positions: readonly number[],
  row: (p: number, minPicks: number) => PickRow,
  bigFrom: number,
  valueAt: (d: D, p: number) => number,
): [BetImpl<D>, BetImpl<D>] {
  const pos: BetImpl<D> = {
    def: { code: 'pos', family, group: 'position', pick: rule(positions.map((p) => row(p, 0))) },
    tiered: false,
    lines: [{ key: '', probability: ratio(1, 10) }],
    units: (sel) =>
      positions.flatMap((p) =>
        nums(sel.rows[p]).map(
          (v): UnitBet<D> => ({ key: `pos:${p}:${v}`, line: '', hits: (d) => hit(valueAt(d, p) === v) }),
        ),
      ),
  };
  const posBsoe: BetImpl<D> = {
    def: {
      code: 'pos-bsoe',
      family,
      group: 'position',
      pick: rule(positions.map((p) => optionRow(row(p, 0).key, BSOE, 0))),
    },
    tiered: false,
    lines: [{ key: '', probability: ratio(1, 2) }],
    units: (sel) =>
      positions.flatMap((p) =>
        opts(sel.rows[p]).map(
          (o): UnitBet<D> => ({
            key: `pos-bsoe:${p}:${o}`,
            line: '',
            hits: (d) => hit(bsoeWins(o, valueAt(d, p), bigFrom)),
          }),
        ),
      ),
  };
  return [pos, posBsoe];
}

// ---------------------------------------------------------------------------------------------------
// Small combinatorial helpers

/** All k-subsets of `items`, in lexicographic order of positions. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i += 1) {
      pick.push(items[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** The cartesian product of the rows (one value from each). */
export function product<T>(rows: readonly (readonly T[])[]): T[][] {
  let out: T[][] = [[]];
  for (const row of rows) out = out.flatMap((prefix) => row.map((v) => [...prefix, v]));
  return out;
}

export const nums = (row: readonly PickValue[] | undefined): number[] => (row ?? []) as number[];
export const opts = (row: readonly PickValue[] | undefined): string[] => (row ?? []) as string[];

export const hit = (won: boolean, key = ''): Hit[] => (won ? [{ line: key, count: 1 }] : []);

/** Canonical text of a multiset of numbers ('1,1,2'), to compare group bets with a draw in O(1). */
export const multisetKey = (values: readonly number[]): string => [...values].sort((a, b) => a - b).join(',');

const memos = new WeakMap<object, Map<string, unknown>>();
/**
 * A value derived from a draw, computed once per draw object (settling 100,000 tickets against one
 * draw asks for the same sorted digits or tail set 100,000 times). Draws are immutable.
 */
export function perDraw<T>(draw: object, key: string, compute: () => T): T {
  let m = memos.get(draw);
  if (!m) {
    m = new Map();
    memos.set(draw, m);
  }
  if (!m.has(key)) m.set(key, compute());
  return m.get(key) as T;
}

/**
 * The win test of a group (any-order) unit: the numbers the draw `shows` equal `combo` as a multiset.
 * The draw's side is sorted once per draw (cached under `cacheKey`), the unit's once per unit.
 */
export function groupHits<D extends Draw>(
  cacheKey: string,
  shows: (d: D) => readonly number[],
  combo: readonly number[],
): (d: D) => Hit[] {
  const want = multisetKey(combo);
  return (d) => hit(perDraw(d, cacheKey, () => multisetKey(shows(d))) === want);
}

export const isIntArray = (v: unknown, length: number, min: number, max: number): v is number[] =>
  Array.isArray(v) &&
  v.length === length &&
  v.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max);

export const allDistinct = (values: readonly unknown[]): boolean => new Set(values).size === values.length;

/**
 * 5D / SSC (时时彩): five digits 0–9, ten-thousands first (万千百十个), each drawn uniformly and
 * independently (shared reference "games-math" §3b). Big = 5–9, small = 0–4; the five-digit sum
 * (0–45) is big from 23; dragon/tiger compares the ten-thousands with the units.
 */
import { ratio } from '../rational.ts';
import {
  type BetImpl,
  BSOE,
  bsoeWins,
  type FamilyImpl,
  groupHits,
  hit,
  isIntArray,
  nums,
  optionRow,
  opts,
  positionBets,
  product,
  rangeRow,
  rule,
  subsets,
  type UnitBet,
} from './shared.ts';
import type { SscDraw } from './types.ts';

type Bet = BetImpl<SscDraw>;
type Unit = UnitBet<SscDraw>;

const POSITIONS = [0, 1, 2, 3, 4];
const posRow = (p: number, minPicks = 1) => rangeRow(`pos.${p}`, 0, 9, 1, minPicks);

/** Number of ways k digits 0–9 sum to s. */
export function digitSumWays(k: number, s: number): number {
  let ways = [1];
  for (let i = 0; i < k; i += 1) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((w, t) => {
      for (let d = 0; d <= 9; d += 1) next[t + d]! += w;
    });
    ways = next;
  }
  return ways[s] ?? 0;
}

const [pos, posBsoe] = positionBets<SscDraw>('ssc', POSITIONS, posRow, 5, (d, p) => d.digits[p]!);

function sumLine(option: string) {
  let wins = 0;
  for (let s = 0; s <= 45; s += 1) if (bsoeWins(option, s, 23)) wins += digitSumWays(5, s);
  return { key: option, probability: ratio(wins, 100_000) };
}

const sumBsoe: Bet = {
  def: { code: 'sum-bsoe', family: 'ssc', group: 'sum', pick: rule([optionRow('option', BSOE)]) },
  tiered: false,
  lines: BSOE.map(sumLine),
  units: (sel) =>
    opts(sel.rows[0]).map(
      (o): Unit => ({
        key: `sum:${o}`,
        line: o,
        hits: (draw) =>
          hit(
            bsoeWins(
              o,
              draw.digits.reduce((a, b) => a + b, 0),
              23,
            ),
            o,
          ),
      }),
    ),
};

const DT = ['dragon', 'tiger', 'tie'];
const dtOutcome = (d: SscDraw) =>
  d.digits[0]! > d.digits[4]! ? 'dragon' : d.digits[0]! < d.digits[4]! ? 'tiger' : 'tie';

const dragonTiger: Bet = {
  def: { code: 'dragon-tiger', family: 'ssc', group: 'dragon-tiger', pick: rule([optionRow('option', DT)]) },
  tiered: false,
  lines: [
    { key: 'dragon', probability: ratio(45, 100) },
    { key: 'tiger', probability: ratio(45, 100) },
    { key: 'tie', probability: ratio(10, 100) },
  ],
  units: (sel) =>
    opts(sel.rows[0]).map(
      (o): Unit => ({ key: `dt:${o}`, line: o, hits: (draw) => hit(dtOutcome(draw) === o, o) }),
    ),
};

/** A direct unit on `positions` showing exactly `combo`. */
const directUnit = (name: string, positions: readonly number[], combo: readonly number[]): Unit => ({
  key: `${name}:${combo.join('')}`,
  line: '',
  hits: (draw) => hit(positions.every((p, i) => draw.digits[p] === combo[i])),
});

const star5: Bet = {
  def: { code: 'star5-direct', family: 'ssc', group: 'star5', pick: rule(POSITIONS.map((p) => posRow(p))) },
  tiered: false,
  lines: [{ key: '', probability: ratio(1, 100_000) }],
  units: (sel) => product(sel.rows.map(nums)).map((combo) => directUnit('star5', POSITIONS, combo)),
};

const SEGMENTS = { front3: [0, 1, 2], back3: [2, 3, 4], front2: [0, 1], back2: [3, 4] } as const;
type Segment = keyof typeof SEGMENTS;

function segmentBets(seg: Segment): Bet[] {
  const positions = SEGMENTS[seg];
  const k = positions.length;
  const space = 10 ** k;
  const shown = (d: SscDraw) => positions.map((p) => d.digits[p]!);
  const groupHit = (combo: readonly number[]) => groupHits(`${seg}:multiset`, shown, combo);
  const direct: Bet = {
    def: { code: `${seg}-direct`, family: 'ssc', group: seg, pick: rule(positions.map((p) => posRow(p))) },
    tiered: false,
    lines: [{ key: '', probability: ratio(1, space) }],
    units: (sel) => product(sel.rows.map(nums)).map((combo) => directUnit(seg, positions, combo)),
  };
  // Sum: each chosen sum expands into every direct combination with that sum, each a unit at 1/10^k.
  const sum: Bet = {
    def: { code: `${seg}-sum`, family: 'ssc', group: seg, pick: rule([rangeRow('sum', 0, 9 * k, 2)]) },
    tiered: false,
    lines: [{ key: '', probability: ratio(1, space) }],
    units: (sel) => {
      const sums = new Set(nums(sel.rows[0]));
      const all = product(positions.map(() => POSITIONS.concat([5, 6, 7, 8, 9])));
      return all
        .filter((c) => sums.has(c.reduce((a, b) => a + b, 0)))
        .map((combo) => directUnit(seg, positions, combo));
    },
  };
  if (k === 2) {
    const group: Bet = {
      def: { code: `${seg}-group`, family: 'ssc', group: seg, pick: rule([rangeRow('numbers', 0, 9, 1, 2)]) },
      tiered: false,
      lines: [{ key: '', probability: ratio(2, 100) }],
      units: (sel) =>
        subsets(nums(sel.rows[0]), 2).map(
          (pair): Unit => ({
            key: `${seg}:g:${pair.join('')}`,
            line: '',
            hits: groupHit(pair),
          }),
        ),
    };
    return [direct, sum, group];
  }
  // Group 3 (组三): a pair plus a different digit in any order: 3 of the 1000 outcomes per unit.
  const group3: Bet = {
    def: { code: `${seg}-group3`, family: 'ssc', group: seg, pick: rule([rangeRow('numbers', 0, 9, 1, 2)]) },
    tiered: false,
    lines: [{ key: '', probability: ratio(3, 1000) }],
    units: (sel) => {
      const picked = nums(sel.rows[0]);
      return picked.flatMap((a) =>
        picked
          .filter((b) => b !== a)
          .map(
            (b): Unit => ({
              key: `${seg}:g3:${a}${a}${b}`,
              line: '',
              hits: groupHit([a, a, b]),
            }),
          ),
      );
    },
  };
  // Group 6 (组六): three different digits in any order: 6 of the 1000 outcomes per unit.
  const group6: Bet = {
    def: { code: `${seg}-group6`, family: 'ssc', group: seg, pick: rule([rangeRow('numbers', 0, 9, 1, 3)]) },
    tiered: false,
    lines: [{ key: '', probability: ratio(6, 1000) }],
    units: (sel) =>
      subsets(nums(sel.rows[0]), 3).map(
        (set): Unit => ({
          key: `${seg}:g6:${set.join('')}`,
          line: '',
          hits: groupHit(set),
        }),
      ),
  };
  // One digit anywhere in the segment (一码不定位): 1 − (9/10)^3 = 271/1000; pays once however often it shows.
  const any1: Bet = {
    def: { code: `${seg}-any1`, family: 'ssc', group: seg, pick: rule([rangeRow('numbers', 0, 9, 1)]) },
    tiered: false,
    lines: [{ key: '', probability: ratio(space - 9 ** k, space) }],
    units: (sel) =>
      nums(sel.rows[0]).map(
        (d): Unit => ({
          key: `${seg}:any1:${d}`,
          line: '',
          hits: (draw) => hit(shown(draw).includes(d)),
        }),
      ),
  };
  return [direct, sum, group3, group6, any1];
}

/** Any-k direct (任选直选): digits on any positions; every k positions with picks form unit combos. */
function anyDirect(k: 2 | 3): Bet {
  return {
    def: {
      code: `any${k}-direct`,
      family: 'ssc',
      group: 'any',
      pick: rule(
        POSITIONS.map((p) => posRow(p, 0)),
        k,
        k,
      ),
    },
    tiered: false,
    lines: [{ key: '', probability: ratio(1, 10 ** k) }],
    units: (sel) =>
      subsets(POSITIONS, k).flatMap((ps) =>
        product(ps.map((p) => nums(sel.rows[p]))).map((combo) => ({
          ...directUnit(`any:${ps.join('')}`, ps, combo),
        })),
      ),
  };
}

export const SSC_BETS: readonly Bet[] = [
  pos,
  posBsoe,
  sumBsoe,
  dragonTiger,
  star5,
  ...segmentBets('front3'),
  ...segmentBets('back3'),
  ...segmentBets('front2'),
  ...segmentBets('back2'),
  anyDirect(2),
  anyDirect(3),
];

export const ssc: FamilyImpl<SscDraw> = {
  family: 'ssc',
  bets: SSC_BETS,
  async draw(stream) {
    const digits: number[] = [];
    for (let i = 0; i < 5; i += 1) digits.push(await stream.int(10));
    return { family: 'ssc', digits };
  },
  parseDraw(input) {
    const d = input as { family?: unknown; digits?: unknown } | null;
    return d?.family === 'ssc' && isIntArray(d.digits, 5, 0, 9)
      ? { family: 'ssc', digits: [...d.digits] }
      : null;
  },
};

/**
 * K3 (快三): three dice 1–6 thrown independently (shared reference "games-math" §3b). Probabilities
 * are counted over the 216 ordered throws. Big is 11–17 and small 4–10, and a triple loses both
 * (105/216 each); odd/even of the sum has no such exception (108/216).
 */
import { ratio } from '../rational.ts';
import {
  type BetImpl,
  BSOE,
  type FamilyImpl,
  groupHits,
  hit,
  isIntArray,
  multisetKey,
  nums,
  optionRow,
  opts,
  rangeRow,
  rule,
  subsets,
  type UnitBet,
} from './shared.ts';
import type { K3Draw } from './types.ts';

type Bet = BetImpl<K3Draw>;
type Unit = UnitBet<K3Draw>;

const FACES = [1, 2, 3, 4, 5, 6];
const THROWS: number[][] = FACES.flatMap((a) => FACES.flatMap((b) => FACES.map((c) => [a, b, c])));
const of216 = (f: (dice: readonly number[]) => boolean) => ratio(THROWS.filter(f).length, 216);

const sumOf = (d: readonly number[]) => d[0]! + d[1]! + d[2]!;
const diceOf = (d: K3Draw) => d.dice;
const isTriple = (d: readonly number[]) => d[0] === d[1] && d[1] === d[2];
const countOf = (d: readonly number[], face: number) => d.filter((x) => x === face).length;
const sorted = (d: readonly number[]) => [...d].sort((a, b) => a - b);
const isStraight = (d: readonly number[]) => {
  const s = sorted(d);
  return s[1] === s[0]! + 1 && s[2] === s[1]! + 1;
};

const SUMS = Array.from({ length: 16 }, (_, i) => i + 3);
const bsoe = (o: string, d: readonly number[]) => {
  const s = sumOf(d);
  if (o === 'big') return s >= 11 && !isTriple(d);
  if (o === 'small') return s <= 10 && !isTriple(d);
  return (s % 2 === 1) === (o === 'odd');
};

const sum: Bet = {
  def: { code: 'sum', family: 'k3', group: 'sum', pick: rule([rangeRow('sum', 3, 18, 2)]) },
  tiered: false,
  lines: SUMS.map((s) => ({ key: String(s), probability: of216((d) => sumOf(d) === s) })),
  units: (sel) =>
    nums(sel.rows[0]).map(
      (s): Unit => ({ key: `sum:${s}`, line: String(s), hits: (d) => hit(sumOf(d.dice) === s, String(s)) }),
    ),
};

const sumBsoe: Bet = {
  def: { code: 'sum-bsoe', family: 'k3', group: 'sum', pick: rule([optionRow('option', BSOE)]) },
  tiered: false,
  lines: BSOE.map((o) => ({ key: o, probability: of216((d) => bsoe(o, d)) })),
  units: (sel) =>
    opts(sel.rows[0]).map((o): Unit => ({ key: `sum:${o}`, line: o, hits: (d) => hit(bsoe(o, d.dice), o) })),
};

/** A bet with no number to choose (triple any, straight any): the pad shows one 'all' option. */
const allBet = (code: string, group: string, wins: (d: readonly number[]) => boolean): Bet => ({
  def: { code, family: 'k3', group, pick: rule([optionRow('option', ['all'])]) },
  tiered: false,
  lines: [{ key: '', probability: of216(wins) }],
  units: (sel) =>
    opts(sel.rows[0]).map((): Unit => ({ key: code, line: '', hits: (d) => hit(wins(d.dice)) })),
});

/** One unit per chosen face. */
const faceBet = (
  code: string,
  group: string,
  wins: (d: readonly number[], face: number) => boolean,
): Bet => ({
  def: { code, family: 'k3', group, pick: rule([rangeRow('numbers', 1, 6, 1)]) },
  tiered: false,
  lines: [{ key: '', probability: of216((d) => wins(d, 1)) }],
  units: (sel) =>
    nums(sel.rows[0]).map(
      (f): Unit => ({ key: `${code}:${f}`, line: '', hits: (d) => hit(wins(d.dice, f)) }),
    ),
});

/** Specific pair plus a specific different single (二同号单选): 3/216. */
const pair: Bet = {
  def: {
    code: 'pair',
    family: 'k3',
    group: 'pair',
    pick: rule([rangeRow('pair', 1, 6, 1), rangeRow('single', 1, 6, 1)]),
  },
  tiered: false,
  lines: [{ key: '', probability: of216((d) => multisetKey(d) === '1,1,2') }],
  units: (sel) =>
    nums(sel.rows[0]).flatMap((a) =>
      nums(sel.rows[1])
        .filter((b) => b !== a)
        .map(
          (b): Unit => ({
            key: `pair:${a}${a}${b}`,
            line: '',
            hits: groupHits('dice', diceOf, [a, a, b]),
          }),
        ),
    ),
};

/** k different faces: diff3 wins on exactly those three faces (6/216), diff2 when both faces show (30/216). */
const diffBet = (k: 2 | 3): Bet => ({
  def: { code: `diff${k}`, family: 'k3', group: 'different', pick: rule([rangeRow('numbers', 1, 6, 1, k)]) },
  tiered: false,
  lines: [
    {
      key: '',
      probability: of216((d) => (k === 3 ? multisetKey(d) === '1,2,3' : d.includes(1) && d.includes(2))),
    },
  ],
  units: (sel) =>
    subsets(nums(sel.rows[0]), k).map(
      (set): Unit => ({
        key: `diff${k}:${set.join('')}`,
        line: '',
        hits: k === 3 ? groupHits('dice', diceOf, set) : (d) => hit(set.every((f) => d.dice.includes(f))),
      }),
    ),
});

export const K3_BETS: readonly Bet[] = [
  sum,
  sumBsoe,
  faceBet('triple', 'triple', (d, f) => countOf(d, f) === 3),
  allBet('triple-any', 'triple', isTriple),
  // 二同号复选: at least two dice show the face (a triple of it counts): 16/216.
  faceBet('pair-any', 'pair', (d, f) => countOf(d, f) >= 2),
  pair,
  diffBet(3),
  diffBet(2),
  allBet('straight-any', 'different', isStraight),
];

export const k3: FamilyImpl<K3Draw> = {
  family: 'k3',
  bets: K3_BETS,
  async draw(stream) {
    const dice: number[] = [];
    for (let i = 0; i < 3; i += 1) dice.push((await stream.int(6)) + 1);
    return { family: 'k3', dice };
  },
  parseDraw(input) {
    const d = input as { family?: unknown; dice?: unknown } | null;
    return d?.family === 'k3' && isIntArray(d.dice, 3, 1, 6) ? { family: 'k3', dice: [...d.dice] } : null;
  },
};

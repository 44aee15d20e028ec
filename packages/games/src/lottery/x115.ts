/**
 * 11x5 (11选5): five different numbers from 1–11 drawn in order (Fisher–Yates, shared reference
 * "games-math" §3b). Any-k (k ≤ 5) wins when all k picks are drawn: C(5,k)/C(11,k); any-k (k > 5)
 * wins when the five drawn are among the k picks: C(6,k−5)/C(11,k). Front-n looks at the first n
 * drawn, in order (direct) or in any order (group).
 */
import { binomial } from '../combinatorics.ts';
import { ratio } from '../rational.ts';
import {
  allDistinct,
  type BetImpl,
  type FamilyImpl,
  groupHits,
  hit,
  isIntArray,
  nums,
  product,
  rangeRow,
  rule,
  subsets,
  type UnitBet,
} from './shared.ts';
import type { X115Draw } from './types.ts';

type Bet = BetImpl<X115Draw>;
type Unit = UnitBet<X115Draw>;

const BALLS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const numbersRow = (minPicks: number) => rangeRow('numbers', 1, 11, 2, minPicks);

function anyK(k: number): Bet {
  const probability =
    k <= 5 ? ratio(binomial(5, k), binomial(11, k)) : ratio(binomial(6, k - 5), binomial(11, k));
  return {
    def: { code: `any${k}`, family: '11x5', group: 'any', pick: rule([numbersRow(k)]) },
    tiered: false,
    lines: [{ key: '', probability }],
    units: (sel) =>
      subsets(nums(sel.rows[0]), k).map(
        (set): Unit => ({
          key: `any${k}:${set.join('-')}`,
          line: '',
          hits: (d) =>
            hit(k <= 5 ? set.every((n) => d.numbers.includes(n)) : d.numbers.every((n) => set.includes(n))),
        }),
      ),
  };
}

const front1: Bet = {
  def: { code: 'front1', family: '11x5', group: 'front', pick: rule([rangeRow('place.0', 1, 11, 2)]) },
  tiered: false,
  lines: [{ key: '', probability: ratio(1, 11) }],
  units: (sel) =>
    nums(sel.rows[0]).map(
      (n): Unit => ({ key: `front1:${n}`, line: '', hits: (d) => hit(d.numbers[0] === n) }),
    ),
};

/** Ordered choices over k places: k = 2 → 1/110, k = 3 → 1/990. */
function frontDirect(k: 2 | 3): Bet {
  const places = [0, 1, 2].slice(0, k);
  return {
    def: {
      code: `front${k}-direct`,
      family: '11x5',
      group: 'front',
      pick: rule(places.map((p) => rangeRow(`place.${p}`, 1, 11, 2))),
    },
    tiered: false,
    lines: [{ key: '', probability: ratio(1, k === 2 ? 110 : 990) }],
    units: (sel) =>
      product(sel.rows.map(nums))
        .filter(allDistinct)
        .map(
          (combo): Unit => ({
            key: `front${k}:${combo.join('-')}`,
            line: '',
            hits: (d) => hit(places.every((p, i) => d.numbers[p] === combo[i])),
          }),
        ),
  };
}

/** Unordered: the first k drawn are exactly the set, k = 2 → 1/55, k = 3 → 1/165. */
function frontGroup(k: 2 | 3): Bet {
  return {
    def: { code: `front${k}-group`, family: '11x5', group: 'front', pick: rule([numbersRow(k)]) },
    tiered: false,
    lines: [{ key: '', probability: ratio(1, binomial(11, k)) }],
    units: (sel) =>
      subsets(nums(sel.rows[0]), k).map(
        (set): Unit => ({
          key: `front${k}:g:${set.join('-')}`,
          line: '',
          hits: groupHits(`front${k}`, (d) => d.numbers.slice(0, k), set),
        }),
      ),
  };
}

export const X115_BETS: readonly Bet[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(anyK),
  front1,
  frontDirect(2),
  frontGroup(2),
  frontDirect(3),
  frontGroup(3),
];

export const x115: FamilyImpl<X115Draw> = {
  family: '11x5',
  bets: X115_BETS,
  async draw(stream) {
    return { family: '11x5', numbers: await stream.pickDistinct(BALLS, 5) };
  },
  parseDraw(input) {
    const d = input as { family?: unknown; numbers?: unknown } | null;
    return d?.family === '11x5' && isIntArray(d.numbers, 5, 1, 11) && allDistinct(d.numbers)
      ? { family: '11x5', numbers: d.numbers }
      : null;
  },
};

/**
 * PK10 (北京赛车 style): cars 1–10 finish in a uniformly random order (a permutation drawn
 * Fisher–Yates, shared reference "games-math" §0/§3b). Place big = 6–10; dragon/tiger compares
 * place i with place 11 − i (no ties); champion + runner-up sum is 3–19 over 90 ordered pairs.
 */
import { ratio } from '../rational.ts';
import {
  allDistinct,
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
import type { Pk10Draw } from './types.ts';

type Bet = BetImpl<Pk10Draw>;
type Unit = UnitBet<Pk10Draw>;

const PLACES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const placeRow = (p: number, minPicks = 1) => rangeRow(`place.${p}`, 1, 10, 2, minPicks);

/** The 90 ordered (champion, runner-up) pairs. */
const PAIRS = CARS.flatMap((a) => CARS.filter((b) => b !== a).map((b) => [a, b] as const));
const pairsWhere = (f: (s: number) => boolean) =>
  ratio(PAIRS.filter(([a, b]) => f(a + b)).length, PAIRS.length);
const top2 = (d: Pk10Draw) => d.ranks[0]! + d.ranks[1]!;

const [pos, posBsoe] = positionBets<Pk10Draw>('pk10', PLACES, placeRow, 6, (d, p) => d.ranks[p]!);

/** Row i (0–4) compares place i with place 9 − i: dragon when the earlier place shows the higher car. */
const dragonTiger: Bet = {
  def: {
    code: 'dragon-tiger',
    family: 'pk10',
    group: 'dragon-tiger',
    pick: rule(
      [0, 1, 2, 3, 4].map((p) => optionRow(`place.${p}`, ['dragon', 'tiger'], 0)),
      1,
    ),
  },
  tiered: false,
  lines: [{ key: '', probability: ratio(1, 2) }],
  units: (sel) =>
    [0, 1, 2, 3, 4].flatMap((p) =>
      opts(sel.rows[p]).map(
        (o): Unit => ({
          key: `dt:${p}:${o}`,
          line: '',
          hits: (d) => hit(d.ranks[p]! > d.ranks[9 - p]! === (o === 'dragon')),
        }),
      ),
    ),
};

const SUMS = Array.from({ length: 17 }, (_, i) => i + 3);

const top2Sum: Bet = {
  def: { code: 'top2-sum', family: 'pk10', group: 'top2', pick: rule([rangeRow('sum', 3, 19, 2)]) },
  tiered: false,
  lines: SUMS.map((s) => ({ key: String(s), probability: pairsWhere((t) => t === s) })),
  units: (sel) =>
    nums(sel.rows[0]).map(
      (s): Unit => ({
        key: `top2sum:${s}`,
        line: String(s),
        hits: (d) => hit(top2(d) === s, String(s)),
      }),
    ),
};

/** Champion + runner-up big is 12–19 (40 of 90 pairs), small 3–11 (50 of 90). */
const top2SumBsoe: Bet = {
  def: { code: 'top2-sum-bsoe', family: 'pk10', group: 'top2', pick: rule([optionRow('option', BSOE)]) },
  tiered: false,
  lines: BSOE.map((o) => ({ key: o, probability: pairsWhere((s) => bsoeWins(o, s, 12)) })),
  units: (sel) =>
    opts(sel.rows[0]).map(
      (o): Unit => ({ key: `top2sum:${o}`, line: o, hits: (d) => hit(bsoeWins(o, top2(d), 12), o) }),
    ),
};

function topDirect(k: 2 | 3): Bet {
  const places = PLACES.slice(0, k);
  return {
    def: {
      code: `top${k}-direct`,
      family: 'pk10',
      group: `top${k}`,
      pick: rule(places.map((p) => placeRow(p))),
    },
    tiered: false,
    lines: [{ key: '', probability: ratio(1, k === 2 ? 90 : 720) }],
    units: (sel) =>
      product(sel.rows.map(nums))
        .filter(allDistinct)
        .map(
          (combo): Unit => ({
            key: `top${k}:${combo.join('-')}`,
            line: '',
            hits: (d) => hit(places.every((p, i) => d.ranks[p] === combo[i])),
          }),
        ),
  };
}

const top2Group: Bet = {
  def: { code: 'top2-group', family: 'pk10', group: 'top2', pick: rule([rangeRow('numbers', 1, 10, 2, 2)]) },
  tiered: false,
  lines: [{ key: '', probability: ratio(2, 90) }],
  units: (sel) =>
    subsets(nums(sel.rows[0]), 2).map(
      (pair): Unit => ({
        key: `top2:g:${pair.join('-')}`,
        line: '',
        hits: groupHits('top2', (d) => d.ranks.slice(0, 2), pair),
      }),
    ),
};

export const PK10_BETS: readonly Bet[] = [
  pos,
  posBsoe,
  dragonTiger,
  top2Sum,
  top2SumBsoe,
  topDirect(2),
  top2Group,
  topDirect(3),
];

export const pk10: FamilyImpl<Pk10Draw> = {
  family: 'pk10',
  bets: PK10_BETS,
  async draw(stream) {
    return { family: 'pk10', ranks: await stream.pickDistinct(CARS, 10) };
  },
  parseDraw(input) {
    const d = input as { family?: unknown; ranks?: unknown } | null;
    return d?.family === 'pk10' && isIntArray(d.ranks, 10, 1, 10) && allDistinct(d.ranks)
      ? { family: 'pk10', ranks: d.ranks }
      : null;
  },
};

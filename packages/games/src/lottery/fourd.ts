/**
 * South-East Asian 4D (Magnum/Toto style): 23 different four-digit numbers 0000–9999 per draw, a
 * first, second and third prize, 10 starter (special) and 10 consolation prizes. A self-drawn sheet
 * draws each number uniformly and redraws a number already on the sheet, so every slot is uniform on
 * its own and a number shows on one slot with probability 1/10,000.
 * - Big wins on any of the 23 prizes, Small on the first three; the prizes share the RTP in the classic
 *   proportions (Big 2500 : 1000 : 500 : 180 : 60, Small 3500 : 2000 : 1000), each tier paying its share
 *   divided by its probability;
 * - 4A: the first prize only; Box Big / Box Small: every distinct ordering of the number's digits is a
 *   unit of its own (1234 → 24 units, 1123 → 12, 1122 → 6, 1112 → 4).
 * An entered official sheet with a number on two prizes pays both, so the RTP is exact either way.
 */
import { ratio } from '../rational.ts';
import {
  type BetImpl,
  type FamilyImpl,
  type Hit,
  hit,
  isIntArray,
  type LineSpec,
  nums,
  rangeRow,
  rule,
  type UnitBet,
} from './shared.ts';
import type { FourDDraw } from './types.ts';

type Bet = BetImpl<FourDDraw>;
type Unit = UnitBet<FourDDraw>;

export const FOUR_D_TIERS = ['first', 'second', 'third', 'starter', 'consolation'] as const;
export type FourDTier = (typeof FOUR_D_TIERS)[number];
const SLOTS: Record<FourDTier, number> = { first: 1, second: 1, third: 1, starter: 10, consolation: 10 };

const BIG_WEIGHTS: Partial<Record<FourDTier, bigint>> = {
  first: 2500n,
  second: 1000n,
  third: 500n,
  starter: 180n,
  consolation: 60n,
};
const SMALL_WEIGHTS: Partial<Record<FourDTier, bigint>> = { first: 3500n, second: 2000n, third: 1000n };

const tierNumbers = (d: FourDDraw, tier: FourDTier): readonly number[] =>
  tier === 'starter' ? d.starter : tier === 'consolation' ? d.consolation : [d[tier]];

const tierLines = (weights: Partial<Record<FourDTier, bigint>>): LineSpec[] =>
  FOUR_D_TIERS.filter((t) => weights[t] !== undefined).map((t) => ({
    key: t,
    probability: ratio(SLOTS[t], 10_000),
    weight: weights[t]!,
  }));

const tierHits = (d: FourDDraw, n: number, tiers: readonly string[]): Hit[] =>
  tiers
    .map((t) => ({ line: t, count: tierNumbers(d, t as FourDTier).filter((x) => x === n).length }))
    .filter((h) => h.count > 0);

/** The distinct numbers made of the digits of `n` (4 digits, leading zeros kept). */
export function permutations(n: number): number[] {
  const digits = String(n).padStart(4, '0').split('');
  const out = new Set<number>();
  const walk = (rest: string[], acc: string) => {
    if (rest.length === 0) out.add(Number(acc));
    rest.forEach((d, i) => {
      walk([...rest.slice(0, i), ...rest.slice(i + 1)], acc + d);
    });
  };
  walk(digits, '');
  return [...out].sort((a, b) => a - b);
}

function tiered(code: string, group: string, weights: Partial<Record<FourDTier, bigint>>, box: boolean): Bet {
  const lines = tierLines(weights);
  const tiers = lines.map((l) => l.key);
  return {
    def: { code, family: '4d', group, pick: rule([rangeRow('numbers', 0, 9999, 4, 1, 100)]) },
    tiered: true,
    lines,
    units: (sel) =>
      nums(sel.rows[0])
        .flatMap((n) => (box ? permutations(n) : [n]))
        .map((n): Unit => ({ key: `4d:${n}`, line: 'first', hits: (d) => tierHits(d, n, tiers) })),
  };
}

const fourA: Bet = {
  def: { code: '4a', family: '4d', group: 'single', pick: rule([rangeRow('numbers', 0, 9999, 4, 1, 100)]) },
  tiered: false,
  lines: [{ key: '', probability: ratio(1, 10_000) }],
  units: (sel) =>
    nums(sel.rows[0]).map(
      (n): Unit => ({
        key: `4d:${n}`,
        line: '',
        hits: (d) => hit(d.first === n),
      }),
    ),
};

export const FOUR_D_BETS: readonly Bet[] = [
  tiered('big', 'big-small', BIG_WEIGHTS, false),
  tiered('small', 'big-small', SMALL_WEIGHTS, false),
  fourA,
  tiered('big-box', 'box', BIG_WEIGHTS, true),
  tiered('small-box', 'box', SMALL_WEIGHTS, true),
];

const isNumber4 = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 9999;

export const fourD: FamilyImpl<FourDDraw> = {
  family: '4d',
  bets: FOUR_D_BETS,
  async draw(stream) {
    const seen = new Set<number>();
    const next = async () => {
      for (;;) {
        const n = await stream.int(10_000);
        if (!seen.has(n)) {
          seen.add(n);
          return n;
        }
      }
    };
    const first = await next();
    const second = await next();
    const third = await next();
    const starter: number[] = [];
    for (let i = 0; i < 10; i += 1) starter.push(await next());
    const consolation: number[] = [];
    for (let i = 0; i < 10; i += 1) consolation.push(await next());
    return { family: '4d', first, second, third, starter, consolation };
  },
  parseDraw(input) {
    const d = input as Partial<Record<keyof FourDDraw, unknown>> | null;
    if (d?.family !== '4d' || !isNumber4(d.first) || !isNumber4(d.second) || !isNumber4(d.third)) return null;
    if (!isIntArray(d.starter, 10, 0, 9999) || !isIntArray(d.consolation, 10, 0, 9999)) return null;
    return {
      family: '4d',
      first: d.first,
      second: d.second,
      third: d.third,
      starter: [...d.starter],
      consolation: [...d.consolation],
    };
  },
};

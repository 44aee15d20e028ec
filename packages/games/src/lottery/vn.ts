/**
 * Vietnamese lottery (xổ số, shared reference "games-math" §3a). The North sheet has 27 numbers,
 * a South/Central station's sheet 18; every digit is drawn uniformly and independently, so every
 * 2-digit tail is uniform on 00–99 and the tails are independent. Bets:
 * - lô: a 2-digit number paid once per appearance among all tails (E = 27/100 North, 18/100 South);
 *   lô 3 số: a 3-digit number among the 3-digit tails (23 North, 17 South), per appearance;
 * - đề: the special prize's last 2 digits (1/100); đầu / đuôi: its tens / units digit (1/10);
 * - 3 càng: the special prize's last 3 digits (1/1000);
 * - xiên 2/3/4: every chosen number appears among the 2-digit tails at least once;
 * - South only, đầu-đuôi: the G8 number or the special prize's last 2, per appearance (E = 2/100).
 */
import { binomial } from '../combinatorics.ts';
import { type Rational, ratio, sub } from '../rational.ts';
import {
  type BetImpl,
  type FamilyImpl,
  hit,
  isIntArray,
  nums,
  perDraw,
  rangeRow,
  rule,
  subsets,
  type UnitBet,
} from './shared.ts';
import type { VnDraw } from './types.ts';

type Bet = BetImpl<VnDraw>;
type Unit = UnitBet<VnDraw>;
type Region = 'vn-north' | 'vn-south';

export interface VnTier {
  /** 'db' is the special prize (giải đặc biệt), then 'g1' … 'g7' (North) or 'g8' (South). */
  readonly tier: string;
  readonly count: number;
  readonly digits: number;
}

export const VN_NORTH_TIERS: readonly VnTier[] = [
  { tier: 'db', count: 1, digits: 5 },
  { tier: 'g1', count: 1, digits: 5 },
  { tier: 'g2', count: 2, digits: 5 },
  { tier: 'g3', count: 6, digits: 5 },
  { tier: 'g4', count: 4, digits: 4 },
  { tier: 'g5', count: 6, digits: 4 },
  { tier: 'g6', count: 3, digits: 3 },
  { tier: 'g7', count: 4, digits: 2 },
];

export const VN_SOUTH_TIERS: readonly VnTier[] = [
  { tier: 'db', count: 1, digits: 6 },
  { tier: 'g1', count: 1, digits: 5 },
  { tier: 'g2', count: 1, digits: 5 },
  { tier: 'g3', count: 2, digits: 5 },
  { tier: 'g4', count: 7, digits: 5 },
  { tier: 'g5', count: 1, digits: 4 },
  { tier: 'g6', count: 3, digits: 4 },
  { tier: 'g7', count: 1, digits: 3 },
  { tier: 'g8', count: 1, digits: 2 },
];

export const vnTiers = (region: Region): readonly VnTier[] =>
  region === 'vn-north' ? VN_NORTH_TIERS : VN_SOUTH_TIERS;

const countNumbers = (tiers: readonly VnTier[], minDigits: number) =>
  tiers.filter((t) => t.digits >= minDigits).reduce((s, t) => s + t.count, 0);

const special = (d: VnDraw) => d.prizes[0]![0]!;
/**
 * How often each last-`digits` tail shows on the sheet (3-digit lô skips the 2-digit prizes), counted
 * once per draw: lô, lô 3 số and xiên units all read it while settling.
 */
const tailCounts = (d: VnDraw, digits: 2 | 3): ReadonlyMap<number, number> =>
  perDraw(d, `tails${digits}`, () => {
    const tiers = vnTiers(d.family);
    const counts = new Map<number, number>();
    d.prizes.forEach((numbers, t) => {
      if (tiers[t]!.digits < digits) return;
      for (const x of numbers) {
        const tail = x % 10 ** digits;
        counts.set(tail, (counts.get(tail) ?? 0) + 1);
      }
    });
    return counts;
  });
/** Occurrences of `n` among the numbers' last `digits` digits. */
const appearances = (d: VnDraw, n: number, digits: 2 | 3) => tailCounts(d, digits).get(n) ?? 0;

/** 1 − (1 − 1/space)^n: at least one of n uniform tails equals the number. */
const atLeastOnce = (n: number, space: number): Rational =>
  sub(ratio(1), ratio(BigInt(space - 1) ** BigInt(n), BigInt(space) ** BigInt(n)));

/** Inclusion–exclusion: all k chosen numbers among n uniform 2-digit tails. */
export function xienProbability(k: number, n: number): Rational {
  let num = 0n;
  for (let j = 0; j <= k; j += 1)
    num += (j % 2 === 0 ? 1n : -1n) * binomial(k, j) * BigInt(100 - j) ** BigInt(n);
  return ratio(num, 100n ** BigInt(n));
}

function bets(region: Region): Bet[] {
  const tiers = vnTiers(region);
  const tails2 = countNumbers(tiers, 2);
  const tails3 = countNumbers(tiers, 3);
  const twoDigits = (key: string) => rangeRow(key, 0, 99, 2);
  const perNumber = (
    code: string,
    group: string,
    width: 1 | 2 | 3,
    probability: Rational,
    count: (d: VnDraw, n: number) => number,
    perAppearance?: { atLeastOnce: Rational },
  ): Bet => ({
    def: {
      code,
      family: region,
      group,
      pick: rule([width === 1 ? rangeRow('digit', 0, 9, 1) : rangeRow('numbers', 0, 10 ** width - 1, width)]),
    },
    tiered: false,
    lines: [{ key: '', probability, ...(perAppearance ? { perAppearance: true, ...perAppearance } : {}) }],
    units: (sel) =>
      nums(sel.rows[0]).map(
        (n): Unit => ({
          key: `${code}:${n}`,
          line: '',
          hits: (d) => {
            const c = count(d, n);
            return c > 0 ? [{ line: '', count: c }] : [];
          },
        }),
      ),
  });

  const xien = (k: 2 | 3 | 4): Bet => ({
    def: {
      code: `xien${k}`,
      family: region,
      group: 'xien',
      pick: rule([{ ...twoDigits('numbers'), minPicks: k, maxPicks: 10 }]),
    },
    tiered: false,
    lines: [{ key: '', probability: xienProbability(k, tails2) }],
    units: (sel) =>
      subsets(nums(sel.rows[0]), k).map(
        (set): Unit => ({
          key: `xien${k}:${set.join('-')}`,
          line: '',
          hits: (d) => {
            const tails = tailCounts(d, 2);
            return hit(set.every((n) => tails.has(n)));
          },
        }),
      ),
  });

  const list: Bet[] = [
    perNumber('lo', 'lo', 2, ratio(tails2, 100), (d, n) => appearances(d, n, 2), {
      atLeastOnce: atLeastOnce(tails2, 100),
    }),
    perNumber('lo3', 'lo', 3, ratio(tails3, 1000), (d, n) => appearances(d, n, 3), {
      atLeastOnce: atLeastOnce(tails3, 1000),
    }),
    perNumber('de', 'de', 2, ratio(1, 100), (d, n) => (special(d) % 100 === n ? 1 : 0)),
    perNumber('de-dau', 'de', 1, ratio(1, 10), (d, n) => (Math.floor((special(d) % 100) / 10) === n ? 1 : 0)),
    perNumber('de-duoi', 'de', 1, ratio(1, 10), (d, n) => (special(d) % 10 === n ? 1 : 0)),
    perNumber('3cang', 'de', 3, ratio(1, 1000), (d, n) => (special(d) % 1000 === n ? 1 : 0)),
    xien(2),
    xien(3),
    xien(4),
  ];
  if (region === 'vn-south') {
    const g8 = tiers.length - 1;
    list.push(
      perNumber(
        'dau-duoi',
        'de',
        2,
        ratio(2, 100),
        (d, n) => (special(d) % 100 === n ? 1 : 0) + (d.prizes[g8]![0]! === n ? 1 : 0),
        { atLeastOnce: atLeastOnce(2, 100) },
      ),
    );
  }
  return list;
}

function family(region: Region): FamilyImpl<VnDraw> {
  const tiers = vnTiers(region);
  return {
    family: region,
    bets: bets(region),
    async draw(stream) {
      const prizes: number[][] = [];
      for (const t of tiers) {
        const numbers: number[] = [];
        for (let i = 0; i < t.count; i += 1) numbers.push(await stream.int(10 ** t.digits));
        prizes.push(numbers);
      }
      return { family: region, prizes };
    },
    parseDraw(input) {
      const d = input as { family?: unknown; prizes?: unknown } | null;
      if (d?.family !== region || !Array.isArray(d.prizes) || d.prizes.length !== tiers.length) return null;
      const prizes = d.prizes as unknown[];
      const ok = tiers.every((t, i) => isIntArray(prizes[i], t.count, 0, 10 ** t.digits - 1));
      return ok ? { family: region, prizes: (prizes as number[][]).map((r) => [...r]) } : null;
    },
  };
}

export const vnNorth = family('vn-north');
export const vnSouth = family('vn-south');

import { describe, expect, it } from 'vitest';
import { ratio } from '../rational.ts';
import {
  betTypes,
  countUnits,
  drawFromSeed,
  lotteryGame,
  parseDraw,
  parseSelection,
  settleTicket,
  unitOdds,
} from './index.ts';
import { PK10_BETS } from './pk10.ts';
import { chiSquare, countedProbability, expectFullRtp, parsed, referenceInts, testSeed } from './testing.ts';
import type { Pk10Draw } from './types.ts';

const game = lotteryGame('PK10-1')!;
const bet = (code: string) => PK10_BETS.find((b) => b.def.code === code)!;
const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * Every injective assignment of cars to `places` (the rest filled in ascending order). Each assignment
 * stands for the same number of full permutations, so counting over them gives exact probabilities
 * for bets that look only at `places`.
 */
function outcomes(places: readonly number[]): Pk10Draw[] {
  const out: Pk10Draw[] = [];
  const walk = (chosen: number[]) => {
    if (chosen.length === places.length) {
      const rest = CARS.filter((c) => !chosen.includes(c));
      const ranks = new Array<number>(10);
      places.forEach((p, i) => {
        ranks[p] = chosen[i]!;
      });
      for (let p = 0; p < 10; p += 1) if (ranks[p] === undefined) ranks[p] = rest.shift()!;
      out.push({ family: 'pk10', ranks });
      return;
    }
    for (const c of CARS) if (!chosen.includes(c)) walk([...chosen, c]);
  };
  walk([]);
  return out;
}

const P0 = outcomes([0]);
const P01 = outcomes([0, 1]);
const P012 = outcomes([0, 1, 2]);
const P_DT = outcomes([3, 6]);
const P7 = outcomes([7]);

/** Ways out of 90 for champion + runner-up sums 3…19 (shared reference §3b). */
const SUM_WAYS: Record<number, number> = {
  3: 2,
  4: 2,
  5: 4,
  6: 4,
  7: 6,
  8: 6,
  9: 8,
  10: 8,
  11: 10,
  12: 8,
  13: 8,
  14: 6,
  15: 6,
  16: 4,
  17: 4,
  18: 2,
  19: 2,
};
const empty = (n: number) => Array.from({ length: n }, () => [] as unknown[]);
const at = (n: number, i: number, v: unknown[]) => empty(n).map((r, j) => (j === i ? v : r));

const CASES: { bet: string; rows: unknown[][]; line: string; p: [number, number]; of: Pk10Draw[] }[] = [
  { bet: 'pos', rows: at(10, 0, [3]), line: '', p: [1, 10], of: P0 },
  { bet: 'pos', rows: at(10, 7, [10]), line: '', p: [1, 10], of: P7 },
  { bet: 'pos-bsoe', rows: at(10, 0, ['big']), line: '', p: [1, 2], of: P0 },
  { bet: 'pos-bsoe', rows: at(10, 7, ['odd']), line: '', p: [1, 2], of: P7 },
  { bet: 'dragon-tiger', rows: at(5, 3, ['dragon']), line: '', p: [1, 2], of: P_DT },
  { bet: 'dragon-tiger', rows: at(5, 3, ['tiger']), line: '', p: [1, 2], of: P_DT },
  ...Object.entries(SUM_WAYS).map(([s, w]) => ({
    bet: 'top2-sum',
    rows: [[Number(s)]],
    line: s,
    p: [w, 90] as [number, number],
    of: P01,
  })),
  { bet: 'top2-sum-bsoe', rows: [['big']], line: 'big', p: [40, 90], of: P01 },
  { bet: 'top2-sum-bsoe', rows: [['small']], line: 'small', p: [50, 90], of: P01 },
  { bet: 'top2-sum-bsoe', rows: [['odd']], line: 'odd', p: [50, 90], of: P01 },
  { bet: 'top2-sum-bsoe', rows: [['even']], line: 'even', p: [40, 90], of: P01 },
  { bet: 'top2-direct', rows: [[10], [1]], line: '', p: [1, 90], of: P01 },
  { bet: 'top2-group', rows: [[4, 9]], line: '', p: [2, 90], of: P01 },
  { bet: 'top3-direct', rows: [[1], [2], [3]], line: '', p: [1, 720], of: P012 },
];

// Exhaustive counts and thousands of HMAC draws: generous on a loaded shared machine.
describe('lottery PK10', { timeout: 120_000 }, () => {
  it('has a brute-force case for every odds line of every bet type', () => {
    const covered = new Set(CASES.map((c) => `${c.bet}/${c.line}`));
    for (const def of betTypes('pk10'))
      for (const l of unitOdds(game, def.code)) expect(covered.has(`${def.code}/${l.key}`)).toBe(true);
  });

  for (const c of CASES) {
    it(`${c.bet}${c.line ? ` ${c.line}` : ''}: probability ${c.p[0]}/${c.p[1]} by enumeration, RTP from pay = RTP / p`, () => {
      const p = countedProbability(bet(c.bet), parsed('pk10', c.bet, c.rows), c.line, c.of);
      expect(p).toEqual(ratio(c.p[0], c.p[1]));
      expectFullRtp(game, c.bet, c.line, p);
    });
  }

  it('settles a ticket and expands multi-combination tickets', () => {
    const draw: Pk10Draw = { family: 'pk10', ranks: [3, 8, 1, 10, 2, 9, 4, 6, 5, 7] };
    const pay = (code: string, line = '') => unitOdds(game, code).find((l) => l.key === line)!.payoutBps;
    expect(settleTicket(game, 'top2-sum', parsed('pk10', 'top2-sum', [[11, 12]]), draw)).toEqual({
      winningUnits: 1,
      payoutBps: pay('top2-sum', '11'),
    });
    // place 0 (3) vs place 9 (7): tiger; place 1 (8) vs place 8 (5): dragon
    const dt = parsed('pk10', 'dragon-tiger', [['tiger'], ['dragon', 'tiger'], [], [], []]);
    expect(settleTicket(game, 'dragon-tiger', dt, draw)).toEqual({
      winningUnits: 2,
      payoutBps: 2 * pay('dragon-tiger'),
    });
    const units = (code: string, rows: unknown[][]) => countUnits('pk10', code, parsed('pk10', code, rows));
    expect(
      units('top2-direct', [
        [1, 2, 3],
        [1, 2, 3],
      ]),
    ).toBe(6); // pairs of different cars
    expect(
      units('top3-direct', [
        [1, 2],
        [1, 2],
        [1, 2, 3],
      ]),
    ).toBe(2);
    expect(units('top2-group', [[1, 2, 3, 4, 5]])).toBe(10);
    expect(
      units(
        'pos',
        at(10, 4, [1, 2, 3]).map((r, i) => (i === 9 ? [10] : r)),
      ),
    ).toBe(4);
    expect(parseSelection('pk10', 'top2-direct', { rows: [[1], [1]] })).toEqual({
      error: 'INVALID_SELECTION',
    });
    expect(parseSelection('pk10', 'pos', { rows: at(10, 0, [0]) })).toEqual({ error: 'INVALID_SELECTION' });
  });

  it('draws permutations: fixed vectors, the node:crypto rebuild, uniform champions (chi-square)', async () => {
    const seed = testSeed(1);
    const draw = (await drawFromSeed('pk10', seed)) as Pk10Draw;
    const pool = [...CARS];
    const expected = referenceInts(seed, 'pk10', [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]).map(
      (i) => pool.splice(i, 1)[0],
    );
    expect(draw.ranks).toEqual(expected);
    expect(draw.ranks).toEqual(VECTOR_1);
    expect(parseDraw('pk10', draw)).toEqual(draw);
    expect(parseDraw('pk10', { family: 'pk10', ranks: [1, 1, 2, 3, 4, 5, 6, 7, 8, 9] })).toBeNull();
    const champions = new Array<number>(10).fill(0);
    const lasts = new Array<number>(10).fill(0);
    for (let i = 0; i < 1500; i += 1) {
      const d = (await drawFromSeed('pk10', testSeed(i))) as Pk10Draw;
      champions[d.ranks[0]! - 1]! += 1;
      lasts[d.ranks[9]! - 1]! += 1;
    }
    expect(chiSquare(champions)).toBeLessThan(27.88); // df 9, p = 0.001
    expect(chiSquare(lasts)).toBeLessThan(27.88);
  });
});

const VECTOR_1 = [5, 6, 3, 1, 8, 10, 4, 9, 7, 2];

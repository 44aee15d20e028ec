import { describe, expect, it } from 'vitest';
import { ratio } from '../rational.ts';
import {
  betTypes,
  countUnits,
  drawFromSeed,
  lotteryGame,
  parseDraw,
  settleTicket,
  unitOdds,
} from './index.ts';
import { chiSquare, countedProbability, expectFullRtp, parsed, referenceInts, testSeed } from './testing.ts';
import type { X115Draw } from './types.ts';
import { X115_BETS } from './x115.ts';

const game = lotteryGame('11X5-1')!;
const bet = (code: string) => X115_BETS.find((b) => b.def.code === code)!;

/** All 55,440 ordered draws of five different balls from 1–11. */
const ALL: X115Draw[] = [];
const walk = (chosen: number[]) => {
  if (chosen.length === 5) {
    ALL.push({ family: '11x5', numbers: chosen });
    return;
  }
  for (let n = 1; n <= 11; n += 1) if (!chosen.includes(n)) walk([...chosen, n]);
};
walk([]);

/** Textbook fair odds (shared reference §3b): any-2…8 = 5.5, 16.5, 66, 462, 77, 22, 8.25; front-1 11. */
const CASES: { bet: string; rows: unknown[][]; p: [number, number] }[] = [
  { bet: 'any1', rows: [[11]], p: [5, 11] },
  { bet: 'any2', rows: [[1, 2]], p: [2, 11] },
  { bet: 'any3', rows: [[1, 5, 9]], p: [2, 33] },
  { bet: 'any4', rows: [[2, 3, 4, 5]], p: [1, 66] },
  { bet: 'any5', rows: [[1, 3, 5, 7, 9]], p: [1, 462] },
  { bet: 'any6', rows: [[1, 2, 3, 4, 5, 6]], p: [1, 77] },
  { bet: 'any7', rows: [[1, 2, 3, 4, 5, 6, 7]], p: [1, 22] },
  { bet: 'any8', rows: [[4, 5, 6, 7, 8, 9, 10, 11]], p: [4, 33] },
  { bet: 'front1', rows: [[7]], p: [1, 11] },
  { bet: 'front2-direct', rows: [[3], [8]], p: [1, 110] },
  { bet: 'front2-group', rows: [[3, 8]], p: [1, 55] },
  { bet: 'front3-direct', rows: [[1], [2], [3]], p: [1, 990] },
  { bet: 'front3-group', rows: [[9, 10, 11]], p: [1, 165] },
];

// Exhaustive counts and thousands of HMAC draws: generous on a loaded shared machine.
describe('lottery 11x5', { timeout: 120_000 }, () => {
  it('has a brute-force case for every bet type', () => {
    expect(new Set(CASES.map((c) => c.bet))).toEqual(new Set(betTypes('11x5').map((b) => b.code)));
  });

  for (const c of CASES) {
    it(`${c.bet}: probability ${c.p[0]}/${c.p[1]} over all 55,440 ordered draws, RTP from pay = RTP / p`, () => {
      const p = countedProbability(bet(c.bet), parsed('11x5', c.bet, c.rows), '', ALL);
      expect(p).toEqual(ratio(c.p[0], c.p[1]));
      expectFullRtp(game, c.bet, '', p);
    });
  }

  it('settles and expands tickets', () => {
    const draw: X115Draw = { family: '11x5', numbers: [3, 8, 1, 11, 6] };
    const pay = (code: string) => unitOdds(game, code)[0]!.payoutBps;
    // any-2 over {1, 3, 5}: 1-3 wins, 1-5 and 3-5 lose
    expect(settleTicket(game, 'any2', parsed('11x5', 'any2', [[1, 3, 5]]), draw)).toEqual({
      winningUnits: 1,
      payoutBps: pay('any2'),
    });
    expect(
      settleTicket(game, 'front2-direct', parsed('11x5', 'front2-direct', [[8], [3]]), draw).winningUnits,
    ).toBe(0);
    expect(
      settleTicket(game, 'front2-group', parsed('11x5', 'front2-group', [[8, 3]]), draw).winningUnits,
    ).toBe(1);
    const units = (code: string, rows: unknown[][]) => countUnits('11x5', code, parsed('11x5', code, rows));
    expect(units('any5', [[1, 2, 3, 4, 5, 6, 7]])).toBe(21);
    expect(units('any8', [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]])).toBe(165);
    expect(
      units('front3-direct', [
        [1, 2],
        [1, 2],
        [1, 2, 3],
      ]),
    ).toBe(2);
    expect(units('front3-group', [[1, 2, 3, 4]])).toBe(4);
  });

  it('draws five different balls: vectors, the node:crypto rebuild and a chi-square over 2,000 seeds', async () => {
    const seed = testSeed(1);
    const draw = (await drawFromSeed('11x5', seed)) as X115Draw;
    const pool = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    expect(draw.numbers).toEqual(
      referenceInts(seed, '11x5', [11, 10, 9, 8, 7]).map((i) => pool.splice(i, 1)[0]),
    );
    expect(draw.numbers).toEqual([6, 1, 7, 3, 10]);
    expect(parseDraw('11x5', { family: '11x5', numbers: [1, 1, 2, 3, 4] })).toBeNull();
    expect(parseDraw('11x5', draw)).toEqual(draw);
    const first = new Array<number>(11).fill(0);
    for (let i = 0; i < 2000; i += 1)
      first[((await drawFromSeed('11x5', testSeed(i))) as X115Draw).numbers[0]! - 1]! += 1;
    expect(chiSquare(first)).toBeLessThan(29.59); // df 10, p = 0.001
  });
});

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
import { K3_BETS } from './k3.ts';
import { chiSquare, countedProbability, expectFullRtp, parsed, referenceInts, testSeed } from './testing.ts';
import type { K3Draw } from './types.ts';

const game = lotteryGame('K3-1')!;
const bet = (code: string) => K3_BETS.find((b) => b.def.code === code)!;
const ALL: K3Draw[] = [];
for (let a = 1; a <= 6; a += 1)
  for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) ALL.push({ family: 'k3', dice: [a, b, c] });

/** Sum ways out of 216 (shared reference §3b): 3:1, 4:3, 5:6, 6:10, 7:15, 8:21, 9:25, 10:27, symmetric. */
const WAYS = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];

const CASES: { bet: string; rows: unknown[][]; line: string; p: [number, number] }[] = [
  ...WAYS.map((w, i) => ({
    bet: 'sum',
    rows: [[i + 3]],
    line: String(i + 3),
    p: [w, 216] as [number, number],
  })),
  { bet: 'sum-bsoe', rows: [['big']], line: 'big', p: [105, 216] },
  { bet: 'sum-bsoe', rows: [['small']], line: 'small', p: [105, 216] },
  { bet: 'sum-bsoe', rows: [['odd']], line: 'odd', p: [108, 216] },
  { bet: 'sum-bsoe', rows: [['even']], line: 'even', p: [108, 216] },
  { bet: 'triple', rows: [[6]], line: '', p: [1, 216] },
  { bet: 'triple-any', rows: [['all']], line: '', p: [6, 216] },
  { bet: 'pair-any', rows: [[2]], line: '', p: [16, 216] },
  { bet: 'pair', rows: [[5], [1]], line: '', p: [3, 216] },
  { bet: 'diff3', rows: [[2, 4, 6]], line: '', p: [6, 216] },
  { bet: 'diff2', rows: [[1, 6]], line: '', p: [30, 216] },
  { bet: 'straight-any', rows: [['all']], line: '', p: [24, 216] },
];

// Exhaustive counts and thousands of HMAC draws: generous on a loaded shared machine.
describe('lottery K3', { timeout: 120_000 }, () => {
  it('has a brute-force case for every odds line of every bet type', () => {
    const covered = new Set(CASES.map((c) => `${c.bet}/${c.line}`));
    for (const def of betTypes('k3'))
      for (const l of unitOdds(game, def.code)) expect(covered.has(`${def.code}/${l.key}`)).toBe(true);
  });

  for (const c of CASES) {
    it(`${c.bet}${c.line ? ` ${c.line}` : ''}: probability ${c.p[0]}/${c.p[1]} over the 216 throws, RTP from pay = RTP / p`, () => {
      const p = countedProbability(bet(c.bet), parsed('k3', c.bet, c.rows), c.line, ALL);
      expect(p).toEqual(ratio(c.p[0], c.p[1]));
      expectFullRtp(game, c.bet, c.line, p);
    });
  }

  it('settles and expands tickets', () => {
    const draw: K3Draw = { family: 'k3', dice: [4, 4, 4] };
    expect(settleTicket(game, 'sum-bsoe', parsed('k3', 'sum-bsoe', [['big', 'even']]), draw)).toEqual({
      winningUnits: 1, // 12 is even; big loses on a triple
      payoutBps: unitOdds(game, 'sum-bsoe').find((l) => l.key === 'even')!.payoutBps,
    });
    expect(settleTicket(game, 'pair-any', parsed('k3', 'pair-any', [[4, 5]]), draw).winningUnits).toBe(1);
    // 97% / (1/216) = 209.52x
    expect(unitOdds(game, 'triple')[0]!.payoutBps).toBe(2_095_200);
    const units = (code: string, rows: unknown[][]) => countUnits('k3', code, parsed('k3', code, rows));
    expect(units('diff3', [[1, 2, 3, 4, 5, 6]])).toBe(20);
    expect(units('diff2', [[1, 2, 3, 4]])).toBe(6);
    expect(
      units('pair', [
        [1, 2],
        [1, 2, 3],
      ]),
    ).toBe(4); // 112, 113, 221, 223
    expect(units('sum', [[3, 10, 18]])).toBe(3);
  });

  it('throws fair dice: fixed vectors, the node:crypto rebuild and a chi-square over 3,000 seeds', async () => {
    const seed = testSeed(1);
    const draw = (await drawFromSeed('k3', seed)) as K3Draw;
    expect(draw.dice).toEqual(referenceInts(seed, 'k3', [6, 6, 6]).map((x) => x + 1));
    expect(draw.dice).toEqual([5, 3, 2]);
    expect(((await drawFromSeed('k3', testSeed(2))) as K3Draw).dice).toEqual([3, 3, 4]);
    expect(parseDraw('k3', { family: 'k3', dice: [1, 2, 7] })).toBeNull();
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 3000; i += 1)
      for (const f of ((await drawFromSeed('k3', testSeed(i))) as K3Draw).dice) counts[f - 1]! += 1;
    expect(chiSquare(counts)).toBeLessThan(20.52); // df 5, p = 0.001
  });
});

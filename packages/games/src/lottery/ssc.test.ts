import { describe, expect, it } from 'vitest';
import { ratio } from '../rational.ts';
import {
  betTypes,
  commitmentOf,
  countUnits,
  drawFromSeed,
  exposureKeys,
  lotteryGame,
  parseDraw,
  parseSelection,
  rulesCard,
  settleTicket,
  unitOdds,
} from './index.ts';
import { digitSumWays, SSC_BETS } from './ssc.ts';
import { chiSquare, countedProbability, expectFullRtp, parsed, referenceInts, testSeed } from './testing.ts';
import type { SscDraw } from './types.ts';

const game = lotteryGame('SSC1')!;
const bet = (code: string) => SSC_BETS.find((b) => b.def.code === code)!;

const ALL: SscDraw[] = [];
for (let n = 0; n < 100_000; n += 1) {
  const digits = String(n).padStart(5, '0').split('').map(Number);
  ALL.push({ family: 'ssc', digits });
}

/** One single-unit ticket per odds line of every bet type, with the probability a textbook gives. */
const CASES: { bet: string; rows: unknown[][]; line: string; p: [number, number]; unit?: string }[] = [
  { bet: 'pos', rows: [[], [], [7], [], []], line: '', p: [1, 10] },
  { bet: 'pos-bsoe', rows: [['big'], [], [], [], []], line: '', p: [1, 2] },
  { bet: 'pos-bsoe', rows: [[], [], [], [], ['odd']], line: '', p: [1, 2] },
  { bet: 'sum-bsoe', rows: [['big']], line: 'big', p: [1, 2] },
  { bet: 'sum-bsoe', rows: [['small']], line: 'small', p: [1, 2] },
  { bet: 'sum-bsoe', rows: [['odd']], line: 'odd', p: [1, 2] },
  { bet: 'sum-bsoe', rows: [['even']], line: 'even', p: [1, 2] },
  { bet: 'dragon-tiger', rows: [['dragon']], line: 'dragon', p: [45, 100] },
  { bet: 'dragon-tiger', rows: [['tiger']], line: 'tiger', p: [45, 100] },
  { bet: 'dragon-tiger', rows: [['tie']], line: 'tie', p: [10, 100] },
  { bet: 'star5-direct', rows: [[1], [2], [3], [4], [5]], line: '', p: [1, 100_000] },
  { bet: 'front3-direct', rows: [[0], [0], [9]], line: '', p: [1, 1000] },
  { bet: 'front3-sum', rows: [[0]], line: '', p: [1, 1000] },
  { bet: 'front3-group3', rows: [[4, 6]], line: '', p: [3, 1000], unit: 'front3:g3:446' },
  { bet: 'front3-group6', rows: [[1, 5, 8]], line: '', p: [6, 1000] },
  { bet: 'front3-any1', rows: [[4]], line: '', p: [271, 1000] },
  { bet: 'back3-direct', rows: [[3], [3], [3]], line: '', p: [1, 1000] },
  { bet: 'back3-sum', rows: [[27]], line: '', p: [1, 1000] },
  { bet: 'back3-group3', rows: [[4, 6]], line: '', p: [3, 1000], unit: 'back3:g3:664' },
  { bet: 'back3-group6', rows: [[0, 1, 2]], line: '', p: [6, 1000] },
  { bet: 'back3-any1', rows: [[0]], line: '', p: [271, 1000] },
  { bet: 'front2-direct', rows: [[5], [5]], line: '', p: [1, 100] },
  { bet: 'front2-sum', rows: [[18]], line: '', p: [1, 100] },
  { bet: 'front2-group', rows: [[2, 7]], line: '', p: [2, 100] },
  { bet: 'back2-direct', rows: [[0], [9]], line: '', p: [1, 100] },
  { bet: 'back2-sum', rows: [[0]], line: '', p: [1, 100] },
  { bet: 'back2-group', rows: [[3, 4]], line: '', p: [2, 100] },
  { bet: 'any2-direct', rows: [[1], [], [], [], [6]], line: '', p: [1, 100] },
  { bet: 'any3-direct', rows: [[], [2], [], [4], [6]], line: '', p: [1, 1000] },
];

// Exhaustive counts and thousands of HMAC draws: generous on a loaded shared machine.
describe('lottery SSC (5D)', { timeout: 120_000 }, () => {
  it('has a brute-force case for every odds line of every bet type', () => {
    const covered = new Set(CASES.map((c) => `${c.bet}/${c.line}`));
    for (const def of betTypes('ssc'))
      for (const l of unitOdds(game, def.code)) expect(covered.has(`${def.code}/${l.key}`)).toBe(true);
  });

  for (const c of CASES) {
    it(`${c.bet}${c.line ? ` ${c.line}` : ''}: probability ${c.p[0]}/${c.p[1]} by enumerating 100,000 draws, RTP from pay = RTP / p`, () => {
      const p = countedProbability(bet(c.bet), parsed('ssc', c.bet, c.rows), c.line, ALL, c.unit);
      expect(p).toEqual(ratio(c.p[0], c.p[1]));
      expectFullRtp(game, c.bet, c.line, p);
    });
  }

  it('settles through the public interface the same way, and sums a multi-unit ticket', () => {
    const draw: SscDraw = { family: 'ssc', digits: [7, 0, 4, 4, 6] };
    const odds = (code: string, line = '') => unitOdds(game, code).find((l) => l.key === line)!.payoutBps;
    // pos: 7 on the first position wins, 3 on the last loses, 6 on the last wins.
    const sel = parsed('ssc', 'pos', [[7], [], [], [], [3, 6]]);
    expect(settleTicket(game, 'pos', sel, draw)).toEqual({ winningUnits: 2, payoutBps: 2 * odds('pos') });
    expect(settleTicket(game, 'back3-group3', parsed('ssc', 'back3-group3', [[4, 6]]), draw)).toEqual({
      winningUnits: 1,
      payoutBps: odds('back3-group3'),
    });
    expect(
      settleTicket(game, 'dragon-tiger', parsed('ssc', 'dragon-tiger', [['dragon', 'tie']]), draw),
    ).toEqual({
      winningUnits: 1,
      payoutBps: odds('dragon-tiger', 'dragon'),
    });
    expect(settleTicket(game, 'back3-sum', parsed('ssc', 'back3-sum', [[14]]), draw).winningUnits).toBe(1);
    expect(
      settleTicket(game, 'star5-direct', parsed('ssc', 'star5-direct', [[7], [0], [4], [4], [5]]), draw),
    ).toEqual({
      winningUnits: 0,
      payoutBps: 0,
    });
  });

  it('pays 9.7x a position digit and 970x a 3-star direct at 97%', () => {
    expect(unitOdds(game, 'pos')[0]!.payoutBps).toBe(97_000);
    expect(unitOdds(game, 'back3-direct')[0]!.payoutBps).toBe(9_700_000);
    expect(unitOdds(game, 'star5-direct')[0]!.payoutBps).toBe(970_000_000);
    expect(unitOdds(game, 'dragon-tiger').find((l) => l.key === 'tie')!.payoutBps).toBe(97_000);
    // 97% / (271/1000) = 3.5793… x, floored to the basis point
    expect(unitOdds(game, 'back3-any1')[0]!.payoutBps).toBe(35_793);
  });

  it('expands multi-combination tickets into the right number of unit bets', () => {
    const units = (code: string, rows: unknown[][]) => countUnits('ssc', code, parsed('ssc', code, rows));
    expect(units('pos', [[1, 2], [], [0, 1, 2], [], [9]])).toBe(6);
    expect(
      units('star5-direct', [
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 8],
        [0, 9],
      ]),
    ).toBe(32);
    expect(units('back3-direct', [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1], [2, 3]])).toBe(20);
    expect(units('back3-group3', [[1, 2, 3, 4]])).toBe(12); // n(n−1)
    expect(units('back3-group6', [[1, 2, 3, 4, 5]])).toBe(10); // C(5,3)
    expect(units('front2-group', [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]])).toBe(45);
    expect(units('back3-sum', [[13]])).toBe(75);
    expect(units('back3-sum', [[0, 27]])).toBe(2);
    expect(units('front2-sum', [[9]])).toBe(10);
    // any-2 with one digit on three positions: C(3,2) position pairs.
    expect(units('any2-direct', [[1], [], [2], [], [3]])).toBe(3);
    expect(units('any3-direct', [[1, 2], [3], [4], [5], []])).toBe(2 * 1 * 1 + 2 * 1 * 1 + 2 * 1 * 1 + 1);
    expect(units('sum-bsoe', [['big', 'odd']])).toBe(2);
    // The 3-star sums over 0..27 add up to all 1,000 combinations.
    let total = 0;
    for (let s = 0; s <= 27; s += 1) total += digitSumWays(3, s);
    expect(total).toBe(1000);
  });

  it('refuses malformed picks and tickets over the unit limit', () => {
    const bad = (code: string, input: unknown) => parseSelection('ssc', code, input);
    expect(bad('pos', { rows: [[10], [], [], [], []] })).toEqual({ error: 'INVALID_SELECTION' });
    expect(bad('pos', { rows: [[], [], [], [], []] })).toEqual({ error: 'INVALID_SELECTION' });
    expect(bad('pos', { rows: [[1, 1], [], [], [], []] })).toEqual({ error: 'INVALID_SELECTION' });
    expect(bad('pos', { rows: [[1.5], [], [], [], []] })).toEqual({ error: 'INVALID_SELECTION' });
    expect(bad('pos', { rows: [[1], [], [], []] })).toEqual({ error: 'INVALID_SELECTION' });
    expect(bad('pos', null)).toEqual({ error: 'INVALID_SELECTION' });
    expect(bad('nope', { rows: [] })).toEqual({ error: 'INVALID_SELECTION' });
    expect(bad('back3-group6', { rows: [[1, 2]] })).toEqual({ error: 'INVALID_SELECTION' });
    expect(bad('dragon-tiger', { rows: [['phoenix']] })).toEqual({ error: 'INVALID_SELECTION' });
    expect(bad('any2-direct', { rows: [[1, 2], [], [], [], []] })).toEqual({ error: 'INVALID_SELECTION' });
    const ten = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(countUnits('ssc', 'star5-direct', parsed('ssc', 'star5-direct', [ten, ten, ten, [1], [2]]))).toBe(
      1000,
    );
    expect(bad('star5-direct', { rows: [ten, ten, ten, [1, 2], [2]] })).toEqual({ error: 'TOO_MANY_UNITS' });
    // canonical order
    expect(parseSelection('ssc', 'pos', { rows: [[9, 1], [], [], [], []] })).toEqual({
      rows: [[1, 9], [], [], [], []],
    });
    expect(parseSelection('ssc', 'sum-bsoe', { rows: [['odd', 'big']] })).toEqual({ rows: [['big', 'odd']] });
  });

  it('keys the exposure by outcome so that a sum ticket and a direct ticket on 1-4-9 share one key', () => {
    const a = exposureKeys(game, 'back3-direct', parsed('ssc', 'back3-direct', [[1], [4], [9]]));
    const b = exposureKeys(game, 'back3-sum', parsed('ssc', 'back3-sum', [[14]]));
    expect(a).toEqual([{ key: 'back3:149', maxPayoutBps: 9_700_000 }]);
    expect(b).toHaveLength(75);
    expect(b.some((k) => k.key === 'back3:149')).toBe(true);
  });

  it('draws the fixed vectors, the same as an independent node:crypto rebuild of the stream', async () => {
    const seed = testSeed(1);
    const draw = (await drawFromSeed('ssc', seed)) as SscDraw;
    expect(draw.digits).toEqual(referenceInts(seed, 'ssc', [10, 10, 10, 10, 10]));
    const salted = (await drawFromSeed('ssc', seed, '20261126-0001')) as SscDraw;
    expect(salted.digits).toEqual(referenceInts(seed, 'ssc:20261126-0001', [10, 10, 10, 10, 10]));
    expect(draw.digits).toEqual(VECTORS[0]);
    expect(((await drawFromSeed('ssc', testSeed(2))) as SscDraw).digits).toEqual(VECTORS[1]);
    expect(((await drawFromSeed('ssc', testSeed(3))) as SscDraw).digits).toEqual(VECTORS[2]);
    expect(await commitmentOf(seed)).toBe(COMMITMENT_1);
    expect(() => drawFromSeed('ssc', 'ABC')).toThrow();
  });

  it('draws uniform digits: chi-square over 2,000 seeds (10,000 digits) under the 0.1% critical value', async () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 2000; i += 1) {
      const d = (await drawFromSeed('ssc', testSeed(i))) as SscDraw;
      for (const x of d.digits) counts[x]! += 1;
    }
    expect(chiSquare(counts)).toBeLessThan(27.88); // df 9, p = 0.001
  });

  it('parses entered draws and exports a JSON-safe rules card', () => {
    expect(parseDraw('ssc', { family: 'ssc', digits: [1, 2, 3, 4, 5] })).toEqual({
      family: 'ssc',
      digits: [1, 2, 3, 4, 5],
    });
    expect(parseDraw('ssc', { family: 'ssc', digits: [1, 2, 3, 4, 10] })).toBeNull();
    const card = rulesCard(game);
    expect(card.map((c) => c.code)).toEqual(betTypes('ssc').map((b) => b.code));
    const pos = card.find((c) => c.code === 'pos')!.lines[0]!;
    expect(pos).toMatchObject({ probability: { num: '1', den: '10', decimal: 0.1 }, payoutMultiple: 9.7 });
    expect(pos.rtp.decimal).toBeCloseTo(0.97, 12);
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });
});

/** Fixed vectors: seeds SHA-256(`seed-1`), (`seed-2`), (`seed-3`). */
const VECTORS = [
  [2, 2, 4, 7, 0],
  [2, 3, 8, 0, 5],
  [1, 0, 0, 1, 1],
];
const COMMITMENT_1 = 'f9c660c692b8d8a9ed72725dae5500f240891629b0aa12e6362d1a09b14ea204';

import { describe, expect, it } from 'vitest';
import { add, compare, mul, type Rational, ratio } from '../rational.ts';
import { FOUR_D_BETS, permutations } from './fourd.ts';
import {
  betTypes,
  countUnits,
  drawFromSeed,
  exposureKeys,
  lotteryGame,
  parseDraw,
  settleTicket,
  unitOdds,
} from './index.ts';
import { chiSquare, expectFullRtp, expectPriced, parsed, referenceInts, testSeed } from './testing.ts';
import type { FourDDraw } from './types.ts';

const game = lotteryGame('4D')!;
const bet = (code: string) => FOUR_D_BETS.find((b) => b.def.code === code)!;

/** A sheet of distinct numbers 9000–9022 (none ends the bets below), with one slot replaced. */
function sheet(slot?: number, value?: number): FourDDraw {
  const n = Array.from({ length: 23 }, (_, i) => (i === slot ? value! : 9000 + i));
  return {
    family: '4d',
    first: n[0]!,
    second: n[1]!,
    third: n[2]!,
    starter: n.slice(3, 13),
    consolation: n.slice(13),
  };
}

/**
 * Per tier, the mean hits of a single-unit ticket while one slot at a time runs through all 10,000
 * numbers (every slot of the sheet is uniform on its own, so this is the tier's exact probability).
 */
function tierProbabilities(code: string, number: number): Map<string, Rational> {
  const units = bet(code).units(parsed('4d', code, [[number]]));
  expect(units).toHaveLength(1);
  const out = new Map<string, Rational>();
  for (let slot = 0; slot < 23; slot += 1) {
    const counts = new Map<string, number>();
    for (let v = 0; v < 10_000; v += 1) {
      if (v >= 9000 && v <= 9022 && v !== 9000 + slot) continue; // keeps the sheet distinct
      for (const h of units[0]!.hits(sheet(slot, v))) counts.set(h.line, (counts.get(h.line) ?? 0) + h.count);
    }
    for (const [line, c] of counts) out.set(line, add(out.get(line) ?? ratio(0), ratio(c, 10_000)));
  }
  return out;
}

/** Exact total RTP of a tiered bet: ≤ the target, short by less than Σp × 1 bp; shares follow the weights. */
function expectTiered(code: string, weights: Record<string, number>) {
  const lines = unitOdds(game, code);
  let total = ratio(0);
  let p = ratio(0);
  for (const l of lines) {
    total = add(total, mul(l.probability, ratio(l.payoutBps, 10_000)));
    p = add(p, l.probability);
    // pay_k / w_k is the same constant for every tier, within one basis point of flooring
    const c = lines[0]!.payoutBps / weights[lines[0]!.key]!;
    expect(Math.abs(l.payoutBps - c * weights[l.key]!)).toBeLessThan(
      weights[l.key]! / weights[lines[0]!.key]! + 1,
    );
  }
  const target = ratio(game.rtpBps, 10_000);
  expect(compare(total, target)).toBeLessThanOrEqual(0);
  expect(compare(add(total, mul(p, ratio(1, 10_000))), target)).toBe(1);
}

// Exhaustive counts and thousands of HMAC draws: generous on a loaded shared machine.
describe('lottery 4D', { timeout: 120_000 }, () => {
  it('every bet type is covered below', () => {
    expect(betTypes('4d').map((b) => b.code)).toEqual(['big', 'small', '4a', 'big-box', 'small-box']);
  });

  it('big: first, second, third 1/10,000 each, starter and consolation 10/10,000, by enumerating every slot', () => {
    const p = tierProbabilities('big', 1234);
    expect(Object.fromEntries(p)).toEqual({
      first: ratio(1, 10_000),
      second: ratio(1, 10_000),
      third: ratio(1, 10_000),
      starter: ratio(10, 10_000),
      consolation: ratio(10, 10_000),
    });
    for (const [line, prob] of p) expectPriced(game, 'big', line, prob);
    expectTiered('big', { first: 2500, second: 1000, third: 500, starter: 180, consolation: 60 });
    // 94% split 2500 : 1000 : 500 : 180 : 60 over Σ w·p = 0.64 → first pays 2500 × 0.94 / 0.64 = 3671.875x
    expect(unitOdds(game, 'big')[0]!.payoutBps).toBe(36_718_750);
  });

  it('small: the first three prizes only, 1/10,000 each', () => {
    const p = tierProbabilities('small', 42);
    expect(Object.fromEntries(p)).toEqual({
      first: ratio(1, 10_000),
      second: ratio(1, 10_000),
      third: ratio(1, 10_000),
    });
    for (const [line, prob] of p) expectPriced(game, 'small', line, prob);
    expectTiered('small', { first: 3500, second: 2000, third: 1000 });
  });

  it('4A: the first prize only, 1/10,000, paying RTP × 10,000', () => {
    const p = tierProbabilities('4a', 7);
    expect(Object.fromEntries(p)).toEqual({ '': ratio(1, 10_000) });
    expectFullRtp(game, '4a', '', ratio(1, 10_000));
    expect(unitOdds(game, '4a')[0]!.payoutBps).toBe(94_000_000);
  });

  it('box bets expand into every distinct ordering, each a Big or Small unit', () => {
    expect(permutations(1234)).toHaveLength(24);
    expect(permutations(1123)).toHaveLength(12);
    expect(permutations(1122)).toHaveLength(6);
    expect(permutations(1112)).toHaveLength(4);
    expect(permutations(7777)).toEqual([7777]);
    expect(permutations(12)).toContain(2100); // 0012 → 2100
    expect(countUnits('4d', 'big-box', parsed('4d', 'big-box', [[1234, 1122]]))).toBe(30);
    expect(unitOdds(game, 'big-box')).toEqual(unitOdds(game, 'big'));
    const draw = sheet(1, 4321); // second prize 4321
    expect(settleTicket(game, 'small-box', parsed('4d', 'small-box', [[1234]]), draw)).toEqual({
      winningUnits: 1,
      payoutBps: unitOdds(game, 'small').find((l) => l.key === 'second')!.payoutBps,
    });
    expect(settleTicket(game, 'small', parsed('4d', 'small', [[1234]]), draw).winningUnits).toBe(0);
    expect(exposureKeys(game, 'big', parsed('4d', 'big', [[4321]]))).toEqual([
      { key: '4d:4321', maxPayoutBps: 36_718_750 },
    ]);
    expect(exposureKeys(game, '4a', parsed('4d', '4a', [[4321]]))).toEqual([
      { key: '4d:4321', maxPayoutBps: 94_000_000 },
    ]);
  });

  it('draws 23 different numbers: vectors, the node:crypto rebuild, uniform digits (chi-square), entered sheets', async () => {
    const seed = testSeed(1);
    const draw = (await drawFromSeed('4d', seed)) as FourDDraw;
    const all = [draw.first, draw.second, draw.third, ...draw.starter, ...draw.consolation];
    expect(new Set(all).size).toBe(23);
    // No repeats in this seed's first 23 integers, so the sheet is exactly the stream's first 23 values.
    expect(all).toEqual(referenceInts(seed, '4d', new Array(23).fill(10_000)));
    expect(draw).toEqual(VECTOR_1);
    expect(parseDraw('4d', draw)).toEqual(draw);
    expect(parseDraw('4d', { ...draw, starter: draw.starter.slice(1) })).toBeNull();
    expect(parseDraw('4d', { ...draw, first: 10_000 })).toBeNull();
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 500; i += 1) {
      const d = (await drawFromSeed('4d', testSeed(i))) as FourDDraw;
      for (const n of [d.first, d.second, d.third, ...d.starter, ...d.consolation])
        counts[Math.floor(n / 1000)]! += 1;
    }
    expect(chiSquare(counts)).toBeLessThan(27.88); // df 9, p = 0.001
  });
});

const VECTOR_1: FourDDraw = {
  family: '4d',
  first: 8760,
  second: 9483,
  third: 127,
  starter: [7702, 2050, 2415, 1562, 1242, 4571, 9256, 616, 6605, 5251],
  consolation: [2504, 1208, 8797, 9294, 178, 9669, 5804, 2448, 8322, 5263],
};

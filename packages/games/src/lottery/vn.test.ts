import { describe, expect, it } from 'vitest';
import { add, mul, type Rational, ratio, toNumber } from '../rational.ts';
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
import type { BetImpl } from './shared.ts';
import { chiSquare, expectFullRtp, parsed, referenceInts, testSeed } from './testing.ts';
import type { VnDraw } from './types.ts';
import { vnNorth, vnSouth, vnTiers, xienProbability } from './vn.ts';

type Region = 'vn-north' | 'vn-south';
const GAMES = { 'vn-north': lotteryGame('VNMB')!, 'vn-south': lotteryGame('VNMN')! };
const IMPL = { 'vn-north': vnNorth, 'vn-south': vnSouth };
const bet = (region: Region, code: string) => IMPL[region].bets.find((b) => b.def.code === code)!;

/** A sheet of zeros, then `slot` (tier, index) set to `value`. */
function sheet(region: Region, slot?: [number, number], value = 0): VnDraw {
  const prizes = vnTiers(region).map((t, ti) =>
    Array.from({ length: t.count }, (_, i) => (slot && slot[0] === ti && slot[1] === i ? value : 0)),
  );
  return { family: region, prizes };
}

/**
 * Expected hits of a single-unit ticket, by enumeration: every number on the sheet is independent and
 * uniform, so by linearity E = Σ over numbers of the mean hits while that number runs through all its
 * last-3-digit values and the others hold a non-matching value (0, when the unit bets on a non-zero number).
 */
function expectedHits(region: Region, b: BetImpl<VnDraw>, rows: unknown[][], onlySpecial = false): Rational {
  const units = b.units(parsed(region, b.def.code, rows));
  expect(units).toHaveLength(1);
  const unit = units[0]!;
  const base = unit.hits(sheet(region)).reduce((s, h) => s + h.count, 0);
  expect(base).toBe(0);
  let e = ratio(0);
  vnTiers(region).forEach((t, ti) => {
    for (let i = 0; i < t.count; i += 1) {
      if (onlySpecial && ti > 0) continue;
      // Every bet reads at most the last 3 digits, which are uniform on their own; the digits above
      // them are held at a non-zero value (the unit must ignore them).
      const space = Math.min(10 ** t.digits, 1000);
      const high = t.digits > 3 ? 10 ** t.digits - 1000 : 0;
      let hits = 0;
      for (let v = 0; v < space; v += 1)
        for (const h of unit.hits(sheet(region, [ti, i], high + v))) hits += h.count;
      e = add(e, ratio(hits, space));
    }
  });
  return e;
}

/** Xiên by a Markov chain over how many of the k numbers have shown (independent of inclusion–exclusion). */
function xienByChain(k: number, tails: number): Rational {
  let state: Rational[] = Array.from({ length: k + 1 }, (_, j) => ratio(j === 0 ? 1 : 0));
  for (let t = 0; t < tails; t += 1) {
    const next = state.map(() => ratio(0));
    state.forEach((p, j) => {
      next[j] = add(next[j]!, mul(p, ratio(100 - (k - j), 100)));
      if (j < k) next[j + 1] = add(next[j + 1]!, mul(p, ratio(k - j, 100)));
    });
    state = next;
  }
  return state[k]!;
}

const CASES: { region: Region; bet: string; rows: unknown[][]; p: [number, number]; special?: boolean }[] = [
  { region: 'vn-north', bet: 'lo', rows: [[27]], p: [27, 100] },
  { region: 'vn-north', bet: 'lo3', rows: [[456]], p: [23, 1000] },
  { region: 'vn-north', bet: 'de', rows: [[68]], p: [1, 100], special: true },
  { region: 'vn-north', bet: 'de-dau', rows: [[6]], p: [1, 10], special: true },
  { region: 'vn-north', bet: 'de-duoi', rows: [[8]], p: [1, 10], special: true },
  { region: 'vn-north', bet: '3cang', rows: [[868]], p: [1, 1000], special: true },
  { region: 'vn-south', bet: 'lo', rows: [[99]], p: [18, 100] },
  { region: 'vn-south', bet: 'lo3', rows: [[1]], p: [17, 1000] },
  { region: 'vn-south', bet: 'de', rows: [[5]], p: [1, 100], special: true },
  { region: 'vn-south', bet: 'de-dau', rows: [[9]], p: [1, 10], special: true },
  { region: 'vn-south', bet: 'de-duoi', rows: [[1]], p: [1, 10], special: true },
  { region: 'vn-south', bet: '3cang', rows: [[100]], p: [1, 1000], special: true },
  { region: 'vn-south', bet: 'dau-duoi', rows: [[42]], p: [2, 100] },
];

// Exhaustive counts and thousands of HMAC draws: generous on a loaded shared machine.
describe('lottery Vietnamese sheets', { timeout: 120_000 }, () => {
  it('has 27 numbers on the North sheet and 18 per South station', () => {
    expect(vnTiers('vn-north').reduce((s, t) => s + t.count, 0)).toBe(27);
    expect(vnTiers('vn-south').reduce((s, t) => s + t.count, 0)).toBe(18);
    const covered = new Set([
      ...CASES.map((c) => `${c.region}/${c.bet}`),
      ...['2', '3', '4'].flatMap((k) => [`vn-north/xien${k}`, `vn-south/xien${k}`]),
    ]);
    for (const region of ['vn-north', 'vn-south'] as const)
      for (const def of betTypes(region)) expect(covered.has(`${region}/${def.code}`)).toBe(true);
  });

  for (const c of CASES) {
    it(`${c.region} ${c.bet}: ${c.p[0]}/${c.p[1]} by enumerating every number of the sheet, RTP from pay = RTP / p`, () => {
      const e = expectedHits(c.region, bet(c.region, c.bet), c.rows, c.special);
      expect(e).toEqual(ratio(c.p[0], c.p[1]));
      expectFullRtp(GAMES[c.region], c.bet, '', e);
    });
  }

  for (const [region, tails] of [
    ['vn-north', 27],
    ['vn-south', 18],
  ] as const) {
    it(`${region} xiên 2/3/4 and lô at-least-once: inclusion–exclusion equals a Markov chain over ${tails} tails`, () => {
      for (const k of [2, 3, 4]) {
        const p = xienByChain(k, tails);
        expect(xienProbability(k, tails)).toEqual(p);
        expectFullRtp(GAMES[region], `xien${k}`, '', p);
      }
      expect(unitOdds(GAMES[region], 'lo')[0]!.atLeastOnce).toEqual(xienByChain(1, tails));
    });
  }

  it('matches the published North figures: lô P(≥1) 23.77%, xiên 5.488% / 1.230% / 0.267%', () => {
    const north = GAMES['vn-north'];
    expect(toNumber(unitOdds(north, 'lo')[0]!.atLeastOnce!)).toBeCloseTo(0.2377, 4);
    expect(toNumber(unitOdds(north, 'xien2')[0]!.probability)).toBeCloseTo(0.05488, 5);
    expect(toNumber(unitOdds(north, 'xien3')[0]!.probability)).toBeCloseTo(0.0123, 5);
    expect(toNumber(unitOdds(north, 'xien4')[0]!.probability)).toBeCloseTo(0.00267, 5);
    // lô at 96%: 0.96 / 0.27 = 3.5555x per appearance; đề 96x; 3 càng 960x
    expect(unitOdds(north, 'lo')[0]!.payoutBps).toBe(35_555);
    expect(unitOdds(north, 'de')[0]!.payoutBps).toBe(960_000);
    expect(unitOdds(north, '3cang')[0]!.payoutBps).toBe(9_600_000);
  });

  it('pays lô once per appearance, xiên only when every number shows, and expands tickets', () => {
    const game = GAMES['vn-north'];
    const draw = sheet('vn-north');
    const prizes = draw.prizes.map((r) => [...r]);
    prizes[0]![0] = 12_345; // special: đề 45, 3 càng 345
    prizes[3]![2] = 98_745; // another 45
    prizes[7]![1] = 7; // G7 07
    const d: VnDraw = { family: 'vn-north', prizes };
    const lo = unitOdds(game, 'lo')[0]!.payoutBps;
    expect(settleTicket(game, 'lo', parsed('vn-north', 'lo', [[45, 7, 8]]), d)).toEqual({
      winningUnits: 2,
      payoutBps: 3 * lo,
    });
    expect(settleTicket(game, 'xien2', parsed('vn-north', 'xien2', [[45, 7, 8]]), d)).toEqual({
      winningUnits: 1,
      payoutBps: unitOdds(game, 'xien2')[0]!.payoutBps,
    });
    expect(settleTicket(game, 'lo3', parsed('vn-north', 'lo3', [[745, 345]]), d).winningUnits).toBe(2);
    expect(settleTicket(game, 'de-dau', parsed('vn-north', 'de-dau', [[4]]), d).winningUnits).toBe(1);
    expect(countUnits('vn-north', 'xien3', parsed('vn-north', 'xien3', [[1, 2, 3, 4, 5]]))).toBe(10);
    expect(countUnits('vn-north', 'lo', parsed('vn-north', 'lo', [[0, 1, 2, 3]]))).toBe(4);
    expect(parseSelection('vn-north', 'dau-duoi', { rows: [[1]] })).toEqual({ error: 'INVALID_SELECTION' });
    expect(parseSelection('vn-north', 'lo', { rows: [[100]] })).toEqual({ error: 'INVALID_SELECTION' });
  });

  it('draws sheets: fixed vectors, the node:crypto rebuild, uniform tails (chi-square) and entered results', async () => {
    for (const region of ['vn-north', 'vn-south'] as const) {
      const seed = testSeed(1);
      const draw = (await drawFromSeed(region, seed)) as VnDraw;
      const ns = vnTiers(region).flatMap((t) => Array.from({ length: t.count }, () => 10 ** t.digits));
      expect(draw.prizes.flat()).toEqual(referenceInts(seed, region, ns));
      expect(parseDraw(region, draw)).toEqual(draw);
      const bad = draw.prizes.map((r) => [...r]);
      bad[0]![0] = 10 ** vnTiers(region)[0]!.digits;
      expect(parseDraw(region, { family: region, prizes: bad })).toBeNull();
      expect(parseDraw(region, { family: region, prizes: draw.prizes.slice(1) })).toBeNull();
    }
    expect(((await drawFromSeed('vn-north', testSeed(1))) as VnDraw).prizes[0]).toEqual(NORTH_SPECIAL_1);
    expect(((await drawFromSeed('vn-north', testSeed(1))) as VnDraw).prizes).toEqual(NORTH_SHEET_1);
    expect(((await drawFromSeed('vn-south', testSeed(1))) as VnDraw).prizes[0]).toEqual(SOUTH_SPECIAL_1);
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 1000; i += 1)
      for (const x of ((await drawFromSeed('vn-north', testSeed(i))) as VnDraw).prizes.flat())
        counts[x % 100]! += 1;
    expect(chiSquare(counts)).toBeLessThan(148.23); // df 99, p = 0.001
  });
});

/** Seed SHA-256(`seed-1`): the North sheet's special prize, and the South station's. */
const NORTH_SPECIAL_1 = [21_036];
const SOUTH_SPECIAL_1 = [580_874];
/** The whole North sheet of seed SHA-256(`seed-1`), tier by tier. */
const NORTH_SHEET_1 = [
  [21036],
  [87269],
  [98063, 89945],
  [14525, 6973, 38249, 99019, 93552, 55371],
  [4723, 7069, 3276, 3580],
  [8180, 3701, 6809, 9236, 1686, 4596],
  [89, 123, 674],
  [7, 64, 39, 71],
];

import { beforeAll, describe, expect, it } from 'vitest';
import { floats } from '../provably-fair.ts';
import { equals, ratio, toNumber } from '../rational.ts';
import { type Enumeration, enumerateReels } from './enumerate.ts';
import { compileReels, evaluateSpin } from './evaluate.ts';
import {
  playSlot,
  playSlotFromSeeds,
  SLOT_DECLARED_RTP_PERCENT,
  SLOT_FLOATS,
  SLOT_MAX_WIN_X,
  slotPayout,
} from './game.ts';
import { lineCombos } from './line-combos.ts';
import { BASE_REELS } from './machine.ts';
import { enumerateSlot, oneIn, type ParSheetInput, parSheet, percent } from './par-sheet.ts';
import { type SlotFigures, slotFigures } from './rtp.ts';
import { simulateSlot } from './simulate.ts';
import { BASE_STRIPS, toIds } from './strips.ts';
import { SCATTER, symbolId, WILD } from './symbols.ts';

let input: ParSheetInput;
let figures: SlotFigures;

beforeAll(() => {
  input = enumerateSlot();
  figures = slotFigures(input.base, input.free);
}, 120_000); // ~0.7 s alone; the bench measures its speed, this only stops a hang

/** Brute force over every stop combination with the settlement evaluator. */
function bruteForce(strips: number[][]): Enumeration {
  const reels = compileReels(strips);
  const classes = Array.from({ length: 16 }, () => ({
    combos: 0n,
    win: 0n,
    winSquared: 0n,
    hits: 0n,
    maxWin: 0,
  }));
  const [a, b, c, d, e] = reels.lengths as [number, number, number, number, number];
  for (let s0 = 0; s0 < a; s0 += 1)
    for (let s1 = 0; s1 < b; s1 += 1)
      for (let s2 = 0; s2 < c; s2 += 1)
        for (let s3 = 0; s3 < d; s3 += 1)
          for (let s4 = 0; s4 < e; s4 += 1) {
            const spin = evaluateSpin(reels, [s0, s1, s2, s3, s4]);
            const cls = classes[spin.scatters]!;
            cls.combos += 1n;
            cls.win += BigInt(spin.win);
            cls.winSquared += BigInt(spin.win) ** 2n;
            if (spin.win > 0) cls.hits += 1n;
            cls.maxWin = Math.max(cls.maxWin, spin.win);
          }
  return { combos: BigInt(a * b * c * d * e), byScatters: classes };
}

describe('slot: exact enumeration', () => {
  it('counts exactly what the settlement evaluator pays, on small random strips', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let trial = 0; trial < 6; trial += 1) {
      // Dense wilds and scatters (even stacked) to exercise every branch of the pruning.
      const strips = Array.from({ length: 5 }, () =>
        Array.from({ length: 4 + rand(3) }, () => (rand(4) === 0 ? rand(2) : 2 + rand(4))),
      );
      expect(enumerateReels(compileReels(strips))).toEqual(bruteForce(strips));
    }
  });

  it('gives the declared RTP, and the line RTP equals the per-line (method B) table exactly', () => {
    expect(input.base.combos).toBe(32n ** 5n);
    expect(percent(figures.rtp)).toBe(`${SLOT_DECLARED_RTP_PERCENT}%`);
    expect(equals(figures.rtpLines, lineCombos(toIds(BASE_STRIPS)).rtp)).toBe(true);
    // Scatter part by the per-reel formula: one scatter per 32-stop strip shows with p = 3/32.
    const p = 3 / 32;
    const binom = (k: number) => [1, 5, 10, 10, 5, 1][k]! * p ** k * (1 - p) ** (5 - k);
    expect(toNumber(figures.rtpScatter)).toBeCloseTo(5 * binom(3) + 20 * binom(4) + 100 * binom(5), 12);
    expect(toNumber(figures.freeSpinFrequency)).toBeCloseTo(binom(3) + binom(4) + binom(5), 12);
    const hit = toNumber(figures.hitFrequency);
    expect(hit).toBeGreaterThan(0.2);
    expect(hit).toBeLessThan(0.35);
    expect(toNumber(figures.maxWin)).toBe(SLOT_MAX_WIN_X);
    expect(equals(figures.rtp, ratio(0n))).toBe(false);
  });

  it('prints a PAR sheet whose numbers are the enumeration’s', () => {
    const { text, figures: printed } = parSheet(input);
    expect(equals(printed.rtp, figures.rtp)).toBe(true);
    const line = (label: string) => text.split('\n').find((l) => l.startsWith(label)) ?? '';
    expect(line('RTP base lines')).toContain(percent(figures.rtpLines));
    expect(line('RTP scatter pays')).toContain(percent(figures.rtpScatter));
    expect(line('RTP free spins')).toContain(percent(figures.rtpFreeSpins));
    expect(line('RTP total')).toContain(percent(figures.rtp));
    expect(line('Hit frequency')).toContain(oneIn(figures.hitFrequency));
    expect(line('Free-spin trigger')).toContain(oneIn(figures.freeSpinFrequency));
    expect(line('Volatility (SD)')).toContain(Math.sqrt(toNumber(figures.variance)).toFixed(4));
    expect(line('Max win bound')).toContain(String(SLOT_MAX_WIN_X));
    for (const strip of BASE_STRIPS) expect(text).toContain(strip.join(' '));
  });
});

describe('slot: simulation', () => {
  it('lands 10,000,000 seeded spins inside the 99.9% confidence interval of the exact RTP', () => {
    const spins = 10_000_000;
    const result = simulateSlot(spins, 20_240_601);
    const rtp = toNumber(figures.rtp);
    const sd = Math.sqrt(toNumber(figures.variance));
    const halfWidth = (3.2905 * sd) / Math.sqrt(spins); // z for 99.9% two-sided
    console.info(
      `slot simulation: RTP ${(result.rtp * 100).toFixed(4)}% vs exact ${(rtp * 100).toFixed(4)}% ± ${(halfWidth * 100).toFixed(4)}% (99.9%), ` +
        `SD ${result.sd.toFixed(4)} vs ${sd.toFixed(4)}, hit ${(result.hitFrequency * 100).toFixed(3)}%, FS 1 in ${(1 / result.freeSpinFrequency).toFixed(1)}`,
    );
    expect(Math.abs(result.rtp - rtp)).toBeLessThan(halfWidth);
    expect(Math.abs(result.hitFrequency - toNumber(figures.hitFrequency))).toBeLessThan(0.001);
    expect(Math.abs(result.freeSpinFrequency - toNumber(figures.freeSpinFrequency))).toBeLessThan(0.0002);
  }, 60_000);
});

describe('slot: a round from seeds', () => {
  it('stops each reel at floor(f·L) and pays the line and scatter wins', async () => {
    const fs = await floats('server seed', 'client seed', 1, SLOT_FLOATS);
    const outcome = await playSlotFromSeeds('server seed', 'client seed', 1);
    expect(outcome.base.stops).toEqual(fs.slice(0, 5).map((f) => Math.floor(f * 32)));
    expect(slotPayout(2000n, outcome)).toBe((2000n * BigInt(outcome.winUnits)) / 20n);
  });

  it('pays five SEVENs on the middle line 1000 line bets, and free spins with the multiplier', () => {
    const seven = symbolId('SEVEN');
    const strips = toIds(BASE_STRIPS);
    const middleSeven = strips.map((strip) => strip.findIndex((_, stop) => strip[(stop + 1) % 32] === seven));
    const fs = new Array<number>(SLOT_FLOATS).fill(0.5);
    middleSeven.forEach((stop, r) => {
      fs[r] = (stop + 0.5) / 32;
    });
    const outcome = playSlot(fs);
    expect(outcome.base.lineWins).toContainEqual({ line: 0, symbol: seven, count: 5, pay: 1000 });
    expect(outcome.freeSpins).toHaveLength(0);

    // Scatter is at stop 0 of every strip: stop 0 shows it on the top row of every reel.
    const trigger = new Array<number>(SLOT_FLOATS).fill(0.3);
    for (let r = 0; r < 5; r += 1) trigger[r] = 0;
    const round = playSlot(trigger);
    expect(round.base.scatters).toBe(5);
    expect(round.freeSpins).toHaveLength(20);
    const freeWin = round.freeSpins.reduce((sum, s) => sum + s.win, 0);
    expect(round.winUnits).toBe(round.base.win + 2 * freeWin);
    expect(round.base.window.map((column) => column[0])).toEqual([
      SCATTER,
      SCATTER,
      SCATTER,
      SCATTER,
      SCATTER,
    ]);
    expect(BASE_REELS.cells[0]![0]).toBe(SCATTER);
    expect(WILD).toBe(0);
  });
});

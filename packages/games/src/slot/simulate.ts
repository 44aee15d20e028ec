/**
 * Monte Carlo check of the slot maths (shared reference "games-math" §2 "Simulation"). It plays the
 * same strips and pays as the game with a fast seeded PRNG instead of HMAC-SHA256: Web Crypto is
 * asynchronous and yields ~10^5 floats/s, far too slow for 10^7 spins in a unit test, and this run
 * checks the pay logic and the RTP formula, not the RNG (provably-fair.test.ts covers that). The stop
 * mapping is the game's: floor(u·L/2^32) for a 32-bit u.
 */
import { type CompiledReels, LINE_ROWS, linePay, SCATTER_PAY_UNITS } from './evaluate.ts';
import { LINE_COUNT, REELS, ROWS } from './lines.ts';
import { BASE_REELS, FREE_SPIN_REELS } from './machine.ts';
import { FREE_SPIN_MULTIPLIER, FREE_SPINS_AWARDED } from './paytable.ts';
import { WILD } from './symbols.ts';

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting RNG): 32-bit state ops only, passes PractRand. */
export function sfc32(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i += 1) next();
  return next;
}

/** Lines that can still pay after reels 1–2 (a run needs the first two cells to agree), per stop pair. */
function pairMasks(reels: CompiledReels): Uint32Array {
  const [L0, L1] = reels.lengths as [number, number];
  const masks = new Uint32Array(L0 * L1);
  for (let s0 = 0; s0 < L0; s0 += 1)
    for (let s1 = 0; s1 < L1; s1 += 1) {
      let mask = 0;
      for (let line = 0; line < LINE_COUNT; line += 1) {
        const a = reels.cells[0]![s0 * ROWS + LINE_ROWS[line * REELS]!]!;
        const b = reels.cells[1]![s1 * ROWS + LINE_ROWS[line * REELS + 1]!]!;
        if (a === WILD || b === WILD || a === b) mask |= 1 << line;
      }
      masks[s0 * L1 + s1] = mask;
    }
  return masks;
}

/** One spin's win in line bets (lines + scatter pay) and its scatter count, for stops s. */
function makeSpinner(reels: CompiledReels, next: () => number) {
  const masks = pairMasks(reels);
  const lengths = reels.lengths;
  const [c0, c1, c2, c3, c4] = reels.cells as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const [k0, k1, k2, k3, k4] = reels.scatters as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const cells = new Uint8Array(REELS);
  const L1 = lengths[1]!;
  const result = { win: 0, scatters: 0 };
  const stop = (length: number): number => Math.floor((next() * length) / 4294967296);
  return (): typeof result => {
    const s0 = stop(lengths[0]!);
    const s1 = stop(L1);
    const s2 = stop(lengths[2]!);
    const s3 = stop(lengths[3]!);
    const s4 = stop(lengths[4]!);
    let mask = masks[s0 * L1 + s1]!;
    let win = 0;
    while (mask !== 0) {
      const line = 31 - Math.clz32(mask);
      mask &= ~(1 << line);
      const o = line * REELS;
      cells[0] = c0[s0 * ROWS + LINE_ROWS[o]!]!;
      cells[1] = c1[s1 * ROWS + LINE_ROWS[o + 1]!]!;
      cells[2] = c2[s2 * ROWS + LINE_ROWS[o + 2]!]!;
      cells[3] = c3[s3 * ROWS + LINE_ROWS[o + 3]!]!;
      cells[4] = c4[s4 * ROWS + LINE_ROWS[o + 4]!]!;
      win += linePay(cells);
    }
    const scatters = k0[s0]! + k1[s1]! + k2[s2]! + k3[s3]! + k4[s4]!;
    result.win = win + SCATTER_PAY_UNITS[scatters]!;
    result.scatters = scatters;
    return result;
  };
}

export interface SimulationResult {
  readonly spins: number;
  /** Mean return per paid spin, in total bets. */
  readonly rtp: number;
  /** Sample standard deviation per paid spin, in total bets. */
  readonly sd: number;
  readonly hitFrequency: number;
  readonly freeSpinFrequency: number;
}

export function simulateSlot(spins: number, seed: number): SimulationResult {
  const next = sfc32(seed);
  const baseSpin = makeSpinner(BASE_REELS, next);
  const freeSpin = makeSpinner(FREE_SPIN_REELS, next);
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  let triggers = 0;
  for (let i = 0; i < spins; i += 1) {
    const base = baseSpin();
    let win = base.win;
    const awarded = FREE_SPINS_AWARDED[Math.min(base.scatters, FREE_SPINS_AWARDED.length - 1)]!;
    if (awarded > 0) {
      triggers += 1;
      let free = 0;
      for (let j = 0; j < awarded; j += 1) free += freeSpin().win;
      win += FREE_SPIN_MULTIPLIER * free;
    }
    if (win > 0) hits += 1;
    sum += win;
    sumSq += win * win;
  }
  const mean = sum / spins;
  const variance = (sumSq - spins * mean * mean) / (spins - 1);
  return {
    spins,
    rtp: mean / LINE_COUNT,
    sd: Math.sqrt(variance) / LINE_COUNT,
    hitFrequency: hits / spins,
    freeSpinFrequency: triggers / spins,
  };
}

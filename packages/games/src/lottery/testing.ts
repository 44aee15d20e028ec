/**
 * Test helpers for the lottery maths (used by the *.test.ts files only): brute-force counting of a
 * unit's wins over every outcome, an independent re-implementation of the draw stream with
 * node:crypto, and a chi-square statistic.
 */
import { createHash, createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { type Rational, ratio } from '../rational.ts';
import { type LotteryGameDef, parseSelection, unitOdds } from './index.ts';
import type { BetImpl } from './shared.ts';
import type { Draw, Selection } from './types.ts';

/** Hits of the ticket's single unit (or the unit keyed `unitKey`) summed over all `outcomes` (each equally likely), as a fraction. */
export function countedProbability<D extends Draw>(
  bet: BetImpl<D>,
  sel: Selection,
  line: string,
  outcomes: readonly D[],
  unitKey?: string,
): Rational {
  const units = bet.units(sel);
  if (unitKey === undefined) expect(units).toHaveLength(1);
  const unit = unitKey === undefined ? units[0]! : units.find((u) => u.key === unitKey)!;
  expect(unit).toBeDefined();
  let hits = 0;
  for (const o of outcomes) for (const h of unit.hits(o)) if (h.line === line) hits += h.count;
  return ratio(hits, outcomes.length);
}

/** The declared line obeys pay = RTP / probability: exact RTP ≤ target, short by less than p × 1 bp. */
export function expectPriced(game: LotteryGameDef, betCode: string, line: string, probability: Rational) {
  const odds = unitOdds(game, betCode).find((l) => l.key === line);
  expect(odds, `${betCode}/${line}`).toBeDefined();
  expect(odds!.probability).toEqual(probability);
  const rtp = ratio(probability.num * BigInt(odds!.payoutBps), probability.den * 10_000n);
  expect(odds!.rtp).toEqual(rtp);
  return odds!;
}

/** For a non-tiered line: target − RTP is in [0, p / 10,000) (flooring the payout to a basis point). */
export function expectFullRtp(game: LotteryGameDef, betCode: string, line: string, probability: Rational) {
  const odds = expectPriced(game, betCode, line, probability);
  const target = ratio(game.rtpBps, 10_000);
  // shortfall = target − rtp, compared with probability / 10,000 in exact integers
  const shortNum = target.num * odds.rtp.den - odds.rtp.num * target.den;
  const shortDen = target.den * odds.rtp.den;
  expect(shortNum >= 0n, `${betCode}/${line} RTP above target`).toBe(true);
  expect(shortNum * probability.den * 10_000n < probability.num * shortDen, `${betCode}/${line} short`).toBe(
    true,
  );
}

export function parsed(
  family: Parameters<typeof parseSelection>[0],
  bet: string,
  rows: unknown[][],
): Selection {
  const sel = parseSelection(family, bet, { rows });
  if ('error' in sel) throw new Error(`${bet}: ${sel.error} for ${JSON.stringify(rows)}`);
  return sel;
}

/** The draw stream rebuilt from the decision-080 text with node:crypto (independent of rng.ts). */
export function referenceInts(seedHex: string, label: string, ns: readonly number[]): number[] {
  const out: number[] = [];
  let round = 0;
  let bytes = Buffer.alloc(0);
  let offset = 0;
  for (const n of ns) {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      if (offset + 4 > bytes.length) {
        bytes = createHmac('sha256', seedHex).update(`lottery:${label}:${round}`).digest();
        round += 1;
        offset = 0;
      }
      const u = bytes.readUInt32BE(offset);
      offset += 4;
      if (u < limit) {
        out.push(u % n);
        break;
      }
    }
  }
  return out;
}

/** Deterministic test seeds: SHA-256 of `seed-${i}`. */
export const testSeed = (i: number): string => createHash('sha256').update(`seed-${i}`).digest('hex');

/** Pearson's chi-square of observed counts against equal expected counts. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

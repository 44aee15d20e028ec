import { describe, expect, it } from 'vitest';
import { compare, ratio } from '../rational.ts';
import {
  betTypes,
  countUnits,
  exposureKeys,
  LOTTERY_FAMILIES,
  LOTTERY_GAMES,
  parseSelection,
  rulesCard,
  unitOdds,
} from './index.ts';
import type { PickRow, Selection } from './types.ts';

/** The smallest ticket the pad allows: minPicks per row, then one pick per row until minRows and minTotal hold. */
function smallestTicket(rows: readonly PickRow[], minTotal: number, minRows: number): unknown[][] {
  const want = rows.map((r) => r.minPicks);
  const total = () => want.reduce((a, b) => a + b, 0);
  for (let i = 0; i < rows.length; i += 1)
    if (want[i] === 0 && (want.filter((w) => w > 0).length < minRows || total() < minTotal)) want[i] = 1;
  for (let i = 0; total() < minTotal && i < rows.length; i += 1)
    want[i] = Math.min(rows[i]!.maxPicks, want[i]! + minTotal - total());
  return rows.map((r, i) =>
    r.values.kind === 'options'
      ? r.values.options.slice(0, want[i])
      : // row i starts i values in, so that direct bets get different numbers on different places
        Array.from({ length: want[i]! }, (_, j) => {
          const v = r.values as { min: number; max: number };
          return v.min + ((i + j) % (v.max - v.min + 1));
        }),
  );
}

// Exhaustive counts and thousands of HMAC draws: generous on a loaded shared machine.
describe('lottery games and rules cards', { timeout: 120_000 }, () => {
  it('lists unique game codes; self-drawn games have an interval, official ones a schedule', () => {
    expect(new Set(LOTTERY_GAMES.map((g) => g.code)).size).toBe(LOTTERY_GAMES.length);
    for (const g of LOTTERY_GAMES) {
      expect(LOTTERY_FAMILIES).toContain(g.family);
      if (g.drawSource === 'self') expect(g.intervalSeconds).toBeGreaterThan(g.closeBeforeSeconds);
      else expect(g.schedule?.weekdays.length).toBeGreaterThan(0);
      expect(g.rtpBps).toBeGreaterThan(9000);
      expect(g.rtpBps).toBeLessThan(10_000);
    }
    for (const f of ['ssc', 'pk10', 'k3', '11x5'] as const)
      expect(LOTTERY_GAMES.filter((g) => g.family === f).map((g) => g.intervalSeconds)).toEqual([
        60, 180, 300,
      ]);
  });

  it('prices every line of every game with one rule and never above the target RTP', () => {
    for (const game of LOTTERY_GAMES)
      for (const def of betTypes(game.family)) {
        const lines = unitOdds(game, def.code);
        expect(lines.length).toBeGreaterThan(0);
        for (const l of lines) {
          expect(compare(l.rtp, ratio(game.rtpBps, 10_000))).toBeLessThanOrEqual(0);
          expect(l.payoutBps).toBeGreaterThan(10_000); // every win returns more than the stake
          if (!def.code.startsWith('big') && !def.code.startsWith('small'))
            expect(BigInt(l.payoutBps)).toBe((BigInt(game.rtpBps) * l.probability.den) / l.probability.num);
        }
      }
  });

  it('accepts the smallest ticket of every bet type, one exposure key per unit, and a JSON rules card', () => {
    for (const family of LOTTERY_FAMILIES)
      for (const def of betTypes(family)) {
        const sel = parseSelection(family, def.code, {
          rows: smallestTicket(def.pick.rows, def.pick.minTotal, def.pick.minRows),
        });
        expect('error' in sel, `${family}/${def.code}`).toBe(false);
        const game = LOTTERY_GAMES.find((g) => g.family === family)!;
        const units = countUnits(family, def.code, sel as Selection);
        expect(units).toBeGreaterThan(0);
        expect(exposureKeys(game, def.code, sel as Selection)).toHaveLength(units);
      }
    for (const game of LOTTERY_GAMES) {
      const card = rulesCard(game);
      expect(JSON.parse(JSON.stringify(card))).toEqual(card);
      for (const bet of card)
        for (const l of bet.lines) expect(l.rtp.decimal).toBeLessThanOrEqual(game.rtpBps / 10_000);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { binomial } from './combinatorics.ts';
import {
  cashOutMines,
  minePositionsFromSeeds,
  minesMaxMultiplier,
  minesMultiplier,
  minesMultiplierBps,
  minesSurvival,
  revealTile,
  startMines,
} from './mines.ts';
import { equals, mul, ratio, toNumber } from './rational.ts';

describe('mines', () => {
  it('places mines as the published vectors of lucasholder/fair (src/games/mines.rs test)', async () => {
    expect(await minePositionsFromSeeds('server seed', 'client seed', 1, 1)).toEqual([18]);
    expect(await minePositionsFromSeeds('server seed', 'client seed', 1, 3)).toEqual([18, 15, 5]);
    const board = await minePositionsFromSeeds('server seed', 'client seed', 1, 24);
    expect(new Set(board).size).toBe(24);
  });

  it('prices by 0.99·C(25,k)/C(25−m,k) (reference examples)', () => {
    expect(minesMultiplierBps(3, 1)).toBe(11_250n);
    expect(minesMultiplierBps(3, 5)).toBe(19_973n); // 1.997
    expect(minesMultiplierBps(3, 10)).toBe(50_043n); // 5.004
    expect(minesMultiplierBps(24, 1)).toBe(247_500n);
    expect(minesMaxMultiplier()).toEqual(ratio(99n * binomial(25, 12), 100n));
    expect(toNumber(minesMaxMultiplier())).toBe(5_148_297);
  });

  it('returns exactly 99% at every stopping point for every (mines, picks)', () => {
    let pairs = 0;
    for (let m = 1; m <= 24; m += 1) {
      for (let k = 1; k <= 25 - m; k += 1) {
        // Survival counted directly: ordered safe picks over ordered picks.
        let safe = 1n;
        let all = 1n;
        for (let i = 0; i < k; i += 1) {
          safe *= BigInt(25 - m - i);
          all *= BigInt(25 - i);
        }
        expect(equals(minesSurvival(m, k), ratio(safe, all))).toBe(true);
        expect(equals(mul(minesSurvival(m, k), minesMultiplier(m, k)), ratio(99n, 100n))).toBe(true);
        pairs += 1;
      }
    }
    expect(pairs).toBe(300);
  });

  it('plays a round: reveal, bust, cash out (pure state in, state out)', () => {
    const fs = [0.1, 0.5, 0.9]; // floor(2.5) = 2; floor(12) of the 24 left = tile 13; floor(20.7) = tile 22
    const round = startMines(1000n, 3, fs);
    expect(round.minePositions).toEqual([2, 13, 22]);
    const one = revealTile(round, 0);
    expect(one.status).toBe('playing');
    expect(cashOutMines(one).payoutMinor).toBe(1125n);
    expect(revealTile(one, 13).status).toBe('busted');
    expect(() => revealTile(one, 0)).toThrow();
    expect(() => cashOutMines(round)).toThrow();
    let all = startMines(
      1000n,
      24,
      Array.from({ length: 24 }, () => 0),
    );
    all = revealTile(all, 24);
    expect(all.status).toBe('cashed-out');
    expect(all.payoutMinor).toBe(24_750n);
  });
});

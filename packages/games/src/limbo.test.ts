import { describe, expect, it } from 'vitest';
import {
  limboResultCents,
  limboResultFromSeeds,
  limboRtp,
  limboWinProbability,
  settleLimbo,
} from './limbo.ts';
import { toNumber } from './rational.ts';

describe('limbo', () => {
  it('matches the published vectors of lucasholder/fair (src/games/limbo.rs tests)', async () => {
    expect(await limboResultFromSeeds('server seed', 'client seed', 1)).toBe(132n);
    expect(await limboResultFromSeeds('server seed', 'client seed', 2)).toBe(183n);
    expect(await limboResultFromSeeds('server seed', 'client seed', 3)).toBe(428n);
    // The tiny-float case checked against stake.com's own calculator in limbo.rs: 3,807,692.30x.
    expect(
      await limboResultFromSeeds(
        'e8df2cc3b9ccb583ce5ea92336842387',
        '83e27f682128eb1852b048203dfd6931',
        1942124,
      ),
    ).toBe(380_769_230n);
  });

  it('floors at 1.00x and tops out at 99,000,000x', () => {
    expect(limboResultCents(0.999999999)).toBe(100n);
    expect(limboResultCents(0)).toBe(9_900_000_000n);
  });

  it('has P(result ≥ t) counted exactly over the 2^32 floats, RTP 99% within the float grain', () => {
    // Brute-force the count on a grid of k to check the closed form used by limboWinProbability.
    for (const target of [101n, 200n, 1000n, 12_345n]) {
      const p = limboWinProbability(target);
      const step = 2 ** 16;
      let wins = 0;
      for (let k = 0; k < 2 ** 32; k += step) if (limboResultCents(k / 2 ** 32) >= target) wins += 1;
      expect(Math.abs(wins / 2 ** 16 - toNumber(p))).toBeLessThan(2 / 2 ** 16);
    }
    for (let t = 101n; t <= 100_000_000n; t = (t * 13n) / 10n + 1n) {
      const rtp = toNumber(limboRtp(t));
      // Two grains: each of the 1e8 buckets holds 42 or 43 of the 2^32 floats (at most +0.03%), and
      // only floor(9.9e9/t) buckets win (at most −t/1e10: −0.01% at 10,000x, −1% near 1,000,000x).
      expect(rtp).toBeGreaterThan(0.99 - Number(t) / 1e10 - 1e-9);
      expect(rtp).toBeLessThan(0.9903);
      if (t <= 1_000_000n) expect(Math.abs(rtp - 0.99)).toBeLessThan(0.00011);
    }
    expect(toNumber(limboRtp(200n))).toBeCloseTo(0.99, 7);
  });

  it('settles: wins target × bet when result ≥ target', () => {
    expect(settleLimbo(1000n, 200n, 200n)).toEqual({ resultCents: 200n, win: true, payoutMinor: 2000n });
    expect(settleLimbo(1000n, 200n, 199n).payoutMinor).toBe(0n);
    expect(() => settleLimbo(1000n, 100n, 500n)).toThrow();
  });
});

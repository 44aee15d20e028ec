import { describe, expect, it } from 'vitest';
import { drawWinners, splitHash, splitPool } from './reward-draws.ts';

const SEED = 'a'.repeat(64);

describe('splitPool', () => {
  it('sums exactly to the pool with every share at least 1, and repeats from the seed', async () => {
    for (const [pool, n] of [
      [100_000n, 20],
      [7n, 7],
      [1_000_001n, 3],
    ] as const) {
      const shares = await splitPool(SEED, pool, n);
      expect(shares).toHaveLength(n);
      expect(shares.reduce((a, b) => a + b, 0n)).toBe(pool);
      expect(shares.every((s) => s >= 1n)).toBe(true);
      expect(await splitPool(SEED, pool, n)).toEqual(shares);
    }
  });

  it('differs with the seed and refuses a pool smaller than its shares', async () => {
    expect(await splitPool('b'.repeat(64), 100_000n, 5)).not.toEqual(await splitPool(SEED, 100_000n, 5));
    await expect(splitPool(SEED, 4n, 5)).rejects.toThrow();
  });

  it('hashes the seed with the split', async () => {
    const shares = await splitPool(SEED, 1000n, 4);
    expect(await splitHash(SEED, shares)).toMatch(/^[0-9a-f]{64}$/);
    expect(await splitHash(SEED, shares)).not.toBe(await splitHash(SEED, [...shares].reverse()));
  });
});

describe('drawWinners', () => {
  it('draws distinct members with tickets, at most one prize each', async () => {
    const entries = [
      { memberId: '1', tickets: 5 },
      { memberId: '2', tickets: 0 },
      { memberId: '3', tickets: 1 },
    ];
    const winners = await drawWinners(SEED, entries, 3);
    expect(winners.sort()).toEqual(['1', '3']);
    expect(await drawWinners(SEED, entries, 1)).toEqual((await drawWinners(SEED, entries, 3)).slice(0, 1));
  });

  it('favours tickets: over many seeds the 9-ticket member wins first about 90% of the time', async () => {
    let first = 0;
    for (let i = 0; i < 400; i += 1) {
      const seed = i.toString(16).padStart(64, '0');
      const [w] = await drawWinners(
        seed,
        [
          { memberId: 'a', tickets: 9 },
          { memberId: 'b', tickets: 1 },
        ],
        1,
      );
      if (w === 'a') first += 1;
    }
    expect(first).toBeGreaterThan(330);
    expect(first).toBeLessThan(390);
  });
});

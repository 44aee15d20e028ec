import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floats, floatsAt, floatToInt, seedHash } from './provably-fair.ts';

describe('provably fair floats', () => {
  it('matches the published vectors of lucasholder/fair (src/rng.rs tests, Stake-compatible)', async () => {
    // lucasholder/fair src/rng.rs `provably_fair_rng_float`: server "some server seed", client
    // "some client seed", nonce 1; the tenth float already comes from the second HMAC round.
    expect(await floats('some server seed', 'some client seed', 1, 10)).toEqual([
      0.5919261889066547, 0.81884371698834, 0.17176169087179005, 0.277875404804945, 0.5454130100551993,
      0.913538561668247, 0.732050604885444, 0.34164569014683366, 0.7736547295935452, 0.5108428790699691,
    ]);
    // src/rng.rs `test_rng_float_starts_with_0` (a float whose first byte is 0).
    const [tiny] = await floats(
      'e8df2cc3b9ccb583ce5ea92336842387',
      '83e27f682128eb1852b048203dfd6931',
      1942124,
      1,
    );
    expect(tiny).toBe(0.00000025122426450252533);
  });

  it('derives each float from four HMAC bytes, independently recomputed with node:crypto', async () => {
    const all = await floats('server', 'client', 7, 9);
    const block0 = createHmac('sha256', 'server').update('client:7:0').digest();
    const block1 = createHmac('sha256', 'server').update('client:7:1').digest();
    const toFloat = (b: Buffer, o: number) =>
      b[o]! / 256 + b[o + 1]! / 256 ** 2 + b[o + 2]! / 256 ** 3 + b[o + 3]! / 256 ** 4;
    expect(all[0]).toBe(toFloat(block0, 0));
    expect(all[8]).toBe(toFloat(block1, 0));
    expect(await floatsAt('server', 'client', 7, 1, 1)).toEqual([all[8]]);
  });

  it('stays in [0, 1) and is roughly uniform over many nonces', async () => {
    const buckets = new Array(10).fill(0);
    for (let nonce = 0; nonce < 2000; nonce += 1) {
      for (const f of await floats('seed-a', 'seed-b', nonce, 4)) {
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThan(1);
        buckets[Math.floor(f * 10)] += 1;
      }
    }
    // 8000 draws, 800 expected per bucket; 5 standard deviations is about 134.
    for (const count of buckets) expect(Math.abs(count - 800)).toBeLessThan(134);
  });

  it('maps a float to an integer exactly at the boundaries', () => {
    const k = 2 ** 32 - 1;
    expect(floatToInt(k / 2 ** 32, 10_001)).toBe(10_000);
    expect(floatToInt(0, 25)).toBe(0);
    // k/2^32 · n is exact for n < 2^21: compare with integer arithmetic on a sweep of k.
    for (let i = 0; i < 10_000; i += 1) {
      const kk = (i * 2_654_435_761) % 2 ** 32;
      for (const n of [2, 25, 37, 10_001, 1_999_999]) {
        expect(floatToInt(kk / 2 ** 32, n)).toBe(Number((BigInt(kk) * BigInt(n)) >> 32n));
      }
    }
    expect(() => floatToInt(0.5, 2 ** 21)).toThrow();
  });

  it('commits to the server seed with SHA-256', async () => {
    expect(await seedHash('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });
});

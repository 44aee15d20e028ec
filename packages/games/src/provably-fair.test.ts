import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floats, seedHash } from './provably-fair.ts';

describe('provably fair floats', () => {
  it('derives each float from four HMAC bytes, independently recomputed with node:crypto', async () => {
    const [first, ninth] = [
      (await floats('server', 'client', 7, 9))[0]!,
      (await floats('server', 'client', 7, 9))[8]!,
    ];
    const block0 = createHmac('sha256', 'server').update('client:7:0').digest();
    const block1 = createHmac('sha256', 'server').update('client:7:1').digest();
    const toFloat = (b: Buffer, o: number) =>
      b[o]! / 256 + b[o + 1]! / 256 ** 2 + b[o + 2]! / 256 ** 3 + b[o + 3]! / 256 ** 4;
    expect(first).toBe(toFloat(block0, 0));
    expect(ninth).toBe(toFloat(block1, 0));
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

  it('commits to the server seed with SHA-256', async () => {
    expect(await seedHash('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });
});

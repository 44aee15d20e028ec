import { describe, expect, it } from 'vitest';
import {
  PLINKO_RISKS,
  plinkoBucketFromSeeds,
  plinkoMaxMultiplierBps,
  plinkoMultipliers,
  plinkoRtp,
  settlePlinko,
} from './plinko.ts';
import { floats } from './provably-fair.ts';
import { toNumber } from './rational.ts';

describe('plinko', () => {
  it('drops the ball as the published vectors of lucasholder/fair (src/games/plinko.rs tests)', async () => {
    const bucket = (nonce: number, rows: number) =>
      plinkoBucketFromSeeds('server seed', 'client seed', nonce, rows);
    expect([await bucket(1, 8), await bucket(2, 8), await bucket(3, 8)]).toEqual([7, 2, 5]);
    expect([await bucket(1, 9), await bucket(2, 9), await bucket(3, 9)]).toEqual([8, 3, 6]);
    const pay = async (rows: number, risk: 'low' | 'medium' | 'high') =>
      settlePlinko(10_000n, rows, risk, await bucket(1, rows)).multiplierBps;
    expect(await pay(16, 'low')).toBe(14_000n);
    expect(await pay(8, 'low')).toBe(21_000n);
    expect(await pay(8, 'medium')).toBe(30_000n);
    expect(await pay(8, 'high')).toBe(40_000n);
    expect(await pay(9, 'low')).toBe(20_000n);
    expect(await pay(9, 'medium')).toBe(40_000n);
    expect(await pay(10, 'low')).toBe(14_000n);
  });

  it('has every table’s exact binomial RTP within 99% ± 0.1%', () => {
    const rtps: string[] = [];
    for (let rows = 8; rows <= 16; rows += 1) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoMultipliers(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect(table).toEqual([...table].reverse());
        const rtp = toNumber(plinkoRtp(rows, risk));
        expect(Math.abs(rtp - 0.99)).toBeLessThanOrEqual(0.001);
        rtps.push(`${rows}/${risk} ${(rtp * 100).toFixed(4)}%`);
      }
    }
    // Reference §1 Plinko: 16 rows 98.999% / 98.988% / 98.976%.
    expect(rtps.slice(-3)).toEqual(['16/low 98.9987%', '16/medium 98.9883%', '16/high 98.9764%']);
    expect(plinkoMaxMultiplierBps()).toBe(10_000_000n);
  });

  it('lands in bucket k with frequency C(n,k)/2^n (fixed seeds)', async () => {
    const counts = new Array(9).fill(0);
    const n = 4000;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const fs = await floats('plinko-server', 'plinko-client', nonce, 8);
      counts[fs.reduce((s, f) => s + Math.floor(f * 2), 0)] += 1;
    }
    const c = [1, 8, 28, 56, 70, 56, 28, 8, 1];
    let chi2 = 0;
    for (let k = 0; k <= 8; k += 1) chi2 += (counts[k] - (n * c[k]!) / 256) ** 2 / ((n * c[k]!) / 256);
    expect(chi2).toBeLessThan(27.9); // χ²(8 df) 99.95th percentile
  });
});

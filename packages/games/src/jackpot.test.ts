import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contribute,
  drawTrigger,
  expectedCoinInPerHit,
  expectedHit,
  type JackpotConfig,
  type JackpotState,
  jackpotRtp,
  publicJackpot,
  resetJackpot,
  verifyJackpotReveal,
} from './jackpot.ts';
import { ratio, toNumber } from './rational.ts';

const config: JackpotConfig = { seedMinor: 1_000n, capMinor: 5_000n, contributionBps: 100n }; // 1%

describe('mystery must-hit-by jackpot', () => {
  it('draws T in [S, H] from the committed seed, cross-checked with node:crypto', async () => {
    const seed = 'ab'.repeat(32);
    const t = await drawTrigger(seed, 'grand:1', config);
    const independent = BigInt(`0x${createHmac('sha256', seed).update('grand:1').digest('hex')}`) % 4001n;
    expect(t).toBe(1_000n + independent);
    const state = await resetJackpot('grand:1', config, seed);
    expect(state.commitment).toBe(createHash('sha256').update(`${t}:${seed}`).digest('hex'));
    expect(publicJackpot(state)).toEqual({
      jackpotId: 'grand:1',
      meterMinor: 1_000n,
      seedMinor: 1_000n,
      capMinor: 5_000n,
      commitment: state.commitment,
    });
    expect(
      JSON.stringify(publicJackpot(state), (_, v) => (typeof v === 'bigint' ? String(v) : v)),
    ).not.toContain(seed);
  });

  it('pays the bet whose contribution reaches T, exactly T, and the reveal verifies', async () => {
    let state = await resetJackpot('grand:2', config, 'cd'.repeat(32));
    let bets = 0;
    for (;;) {
      const step = contribute(state, 1_000n); // 10 minor units per bet
      bets += 1;
      state = step.state;
      if (step.hit) {
        expect(step.hit.payoutMinor).toBe(state.triggerMinor);
        expect(await verifyJackpotReveal(step.hit.reveal, config)).toBe(true);
        expect(
          await verifyJackpotReveal({ ...step.hit.reveal, triggerMinor: step.hit.payoutMinor + 1n }, config),
        ).toBe(false);
        break;
      }
    }
    expect(bets).toBe(Number((state.triggerMinor - 1_000n + 9n) / 10n));
    expect(() => contribute(state, 1n)).toThrow();
  });

  it('has E[hit] = (S+H)/2, coin-in (H−S)/2c and RTP c(S+H)/(H−S); a fixed-seed run agrees', async () => {
    expect(expectedHit(config)).toEqual(ratio(3_000n));
    expect(expectedCoinInPerHit(config)).toEqual(ratio(200_000n));
    expect(jackpotRtp(config)).toEqual(ratio(3n, 200n)); // 1.5% of coin-in: 1% players, 0.5% house seed
    let lcg = 12_345;
    const bet = () => {
      lcg = (lcg * 1_103_515_245 + 12_345) % 2 ** 31;
      return BigInt(100 + (lcg % 4_901)); // 1.00 to 50.00
    };
    let coinIn = 0n;
    let paid = 0n;
    const triggers: bigint[] = [];
    for (let cycle = 0; cycle < 1_500; cycle += 1) {
      let state: JackpotState = await resetJackpot(`grand:${cycle}`, config, `seed-${cycle}`);
      triggers.push(state.triggerMinor);
      for (;;) {
        const b = bet();
        coinIn += b;
        const step = contribute(state, b);
        state = step.state;
        if (step.hit) {
          paid += step.hit.payoutMinor;
          break;
        }
      }
    }
    const mean = Number(triggers.reduce((s, t) => s + t, 0n)) / triggers.length;
    // T uniform on 4,001 values: SD 1,155; 4.5 standard errors of the mean of 1,500 draws ≈ 134.
    expect(Math.abs(mean - 3_000)).toBeLessThan(134);
    expect(triggers.every((t) => t >= 1_000n && t <= 5_000n)).toBe(true);
    const rtp = Number(paid) / Number(coinIn);
    expect(Math.abs(rtp - toNumber(jackpotRtp(config))) / toNumber(jackpotRtp(config))).toBeLessThan(0.06);
  }, 30_000);
});

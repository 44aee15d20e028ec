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
  settleReached,
  verifyJackpotReveal,
} from './jackpot.ts';
import { ratio, toNumber } from './rational.ts';

const config: JackpotConfig = { seedMinor: 1_000n, capMinor: 5_000n, contributionBps: 100n }; // 1%

describe('mystery must-hit-by jackpot', () => {
  it('draws T in [S, H] from the committed seed, cross-checked with node:crypto', async () => {
    const seed = 'ab'.repeat(32);
    const t = await drawTrigger(seed, 'grand:1', config);
    const independent = BigInt(`0x${createHmac('sha256', seed).update('grand:1').digest('hex')}`) % 4000n;
    expect(t).toBe(1_001n + independent);
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

  it('never draws T = S: the meter starts at S, so the first contribution of a cycle must be able to cross T', async () => {
    const tight: JackpotConfig = { seedMinor: 1_000n, capMinor: 1_001n, contributionBps: 10_000n };
    for (let i = 0; i < 50; i += 1) {
      const state = await resetJackpot(`tight:${i}`, tight, `seed-${i}`);
      expect(state.triggerMinor).toBe(1_001n);
      expect(contribute(state, 1n).hit?.payoutMinor).toBe(1_001n);
    }
  });

  it('has E[hit] = (S+1+H)/2, coin-in (H−S+1)/2c and RTP c(S+1+H)/(H−S+1); a fixed-seed run agrees', async () => {
    expect(expectedHit(config)).toEqual(ratio(6_001n, 2n));
    expect(expectedCoinInPerHit(config)).toEqual(ratio(200_050n));
    expect(jackpotRtp(config)).toEqual(ratio(6_001n, 400_100n)); // ≈1.5% of coin-in: 1% players, ≈0.5% house seed
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
    // T uniform on 4,000 values: SD 1,155; 4.5 standard errors of the mean of 1,500 draws ≈ 134.
    expect(Math.abs(mean - 3_000.5)).toBeLessThan(134);
    expect(triggers.every((t) => t >= 1_001n && t <= 5_000n)).toBe(true);
    const rtp = Number(paid) / Number(coinIn);
    expect(Math.abs(rtp - toNumber(jackpotRtp(config))) / toNumber(jackpotRtp(config))).toBeLessThan(0.06);
  }, 30_000);

  it('settleReached: a meter at or past T pays exactly T, the overshoot to the reserve; below T nothing', async () => {
    const state = await resetJackpot('grand:9', config, 'cd'.repeat(32));
    const target = state.triggerMinor * 10_000n;
    expect(settleReached({ ...state, meterScaled: target - 1n }).hit).toBeNull();
    const at = settleReached({ ...state, meterScaled: target });
    expect(at.hit?.payoutMinor).toBe(state.triggerMinor);
    expect(at.state.reserveScaled).toBe(0n);
    // Contributions committed alongside took the meter past T before this bet looked: same T, overshoot kept.
    const past = settleReached({ ...state, meterScaled: target + 12_345n, reserveScaled: 5n });
    expect(past.hit?.payoutMinor).toBe(state.triggerMinor);
    expect(past.state).toMatchObject({ meterScaled: target, reserveScaled: 12_350n });
    // One bet at a time it is contribute(): the same hit and state.
    const before = { ...state, meterScaled: target - 300n };
    const one = contribute(before, 10n);
    expect(settleReached({ ...before, meterScaled: before.meterScaled + one.contributionScaled })).toEqual({
      state: one.state,
      hit: one.hit,
    });
  });
});

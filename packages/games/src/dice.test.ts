import { describe, expect, it } from 'vitest';
import {
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  DICE_RTP,
  type DiceBet,
  diceMultiplierBps,
  diceRollFromSeeds,
  diceRtp,
  diceWinningRolls,
  diceWins,
  settleDice,
} from './dice.ts';
import { compare, ratio, toNumber } from './rational.ts';

describe('dice', () => {
  it('rolls the published vectors of lucasholder/fair (src/games/dice.rs test)', async () => {
    // client "client seed", server "server seed": nonce 1 → 74.67, nonce 2 → 53.86.
    expect(await diceRollFromSeeds('server seed', 'client seed', 1)).toBe(7467);
    expect(await diceRollFromSeeds('server seed', 'client seed', 2)).toBe(5386);
  });

  it('pays 99 / chance: 49.50% → 2x, 0.01% → 9900x', () => {
    expect(diceMultiplierBps({ direction: 'under', target: 4950 })).toBe(20_000n);
    expect(diceMultiplierBps({ direction: 'over', target: 5050 })).toBe(20_000n);
    expect(diceMultiplierBps({ direction: 'under', target: 1 })).toBe(99_000_000n);
    expect(settleDice(1000n, { direction: 'under', target: 4950 }, 4949).payoutMinor).toBe(2000n);
    expect(settleDice(1000n, { direction: 'under', target: 4950 }, 4950).payoutMinor).toBe(0n);
    expect(settleDice(1000n, { direction: 'over', target: 5050 }, 5051).win).toBe(true);
    expect(() => diceWinningRolls({ direction: 'under', target: 9801 })).toThrow();
    expect(() => diceWinningRolls({ direction: 'over', target: 10_000 })).toThrow();
  });

  it('has exact RTP ≤ 99%·10000/10001 for every legal bet, by counting the 10,001 rolls', () => {
    let lowest = DICE_RTP;
    for (let wins = DICE_MIN_WINNING_ROLLS; wins <= DICE_MAX_WINNING_ROLLS; wins += 1) {
      for (const bet of [
        { direction: 'under', target: wins },
        { direction: 'over', target: 10_000 - wins },
      ] satisfies DiceBet[]) {
        if (wins % 97 === 1 || wins === DICE_MAX_WINNING_ROLLS) {
          let winning = 0;
          for (let roll = 0; roll <= 10_000; roll += 1) if (diceWins(bet, roll)) winning += 1;
          expect(winning).toBe(wins);
        }
        const rtp = diceRtp(bet);
        expect(compare(rtp, DICE_RTP)).toBeLessThanOrEqual(0);
        if (compare(rtp, lowest) < 0) lowest = rtp;
      }
    }
    expect(toNumber(DICE_RTP)).toBeCloseTo(0.989901, 6);
    // Flooring to a basis point costs at most wins/(10001·10000) ≤ 0.0098%.
    expect(toNumber(lowest)).toBeGreaterThan(0.9898);
    expect(diceRtp({ direction: 'under', target: 4950 })).toEqual(ratio(4950n * 2n, 10_001n));
  });
});

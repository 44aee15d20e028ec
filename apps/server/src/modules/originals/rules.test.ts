import { diceRtp } from '@goldline/games/dice';
import { percentText } from '@goldline/games/format';
import { compare, ratio } from '@goldline/games/rational';
import { describe, expect, it } from 'vitest';
import { GAME_FIGURES } from './rules.ts';

describe('rules figures', () => {
  it('declare the maths: dice is the best case of every target, the others their exact figure', () => {
    let best = ratio(0n);
    for (let target = 1; target <= 9_800; target += 1) {
      const rtp = diceRtp({ target, direction: 'under' });
      if (compare(rtp, best) > 0) best = rtp;
    }
    expect(GAME_FIGURES.dice.rtp).toEqual(best);
    expect(percentText(GAME_FIGURES.slot.rtp)).toBe('96.3654');
    expect(GAME_FIGURES.mines.maxWinMultiplier).toEqual(ratio(5_148_297n));
    expect(GAME_FIGURES.plinko.maxWinMultiplier).toEqual(ratio(1_000n));
    expect(GAME_FIGURES.crash.maxWinMultiplier).toEqual(ratio(1_000_000n));
  });
});

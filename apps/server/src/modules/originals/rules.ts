import type { OriginalGame } from '@goldline/contract/originals';
import { CRASH_DECLARED_RTP, CRASH_MAX_CASHOUT_CENTS } from '@goldline/games/crash';
import { DICE_MAX_MULTIPLIER_BPS, DICE_RTP } from '@goldline/games/dice';
import { LIMBO_DECLARED_RTP, LIMBO_MAX_TARGET_CENTS } from '@goldline/games/limbo';
import { MINES_DECLARED_RTP, minesMaxMultiplier } from '@goldline/games/mines';
import { PLINKO_DECLARED_RTP, plinkoMaxMultiplierBps } from '@goldline/games/plinko';
import { type Rational, ratio } from '@goldline/games/rational';
import { SLOT_DECLARED_RTP_PERCENT, SLOT_MAX_WIN_X } from '@goldline/games/slot/game';

export interface GameFigures {
  /** Return to player of the game itself (the jackpot comes on top for cash bets). */
  rtp: Rational;
  maxWinMultiplier: Rational;
}

/** '96.3654' (percent) -> exact rational. */
function percent(text: string): Rational {
  const [whole, frac = ''] = text.split('.');
  return ratio(BigInt(`${whole}${frac}`), 100n * 10n ** BigInt(frac.length));
}

/**
 * Figures from the maths (packages/games), each covered by that package's exact tests. Where the
 * return depends on the bet, this is the declared figure: dice 99 % × 10000/10001 is the value of
 * every target whose multiplier is exact (2x, ...); limbo is 99 % ± 0.011 % up to 10,000x (lower
 * near 1,000,000x); plinko tables are 99 % ± 0.1 %; mines is exactly 99 % at every stop; the slot
 * is its full-cycle enumeration (checked against the declared text by slot.test.ts).
 */
export const GAME_FIGURES: Record<OriginalGame, GameFigures> = {
  dice: { rtp: DICE_RTP, maxWinMultiplier: ratio(DICE_MAX_MULTIPLIER_BPS, 10_000n) },
  limbo: { rtp: LIMBO_DECLARED_RTP, maxWinMultiplier: ratio(LIMBO_MAX_TARGET_CENTS, 100n) },
  plinko: { rtp: PLINKO_DECLARED_RTP, maxWinMultiplier: ratio(plinkoMaxMultiplierBps(), 10_000n) },
  mines: { rtp: MINES_DECLARED_RTP, maxWinMultiplier: minesMaxMultiplier() },
  slot: { rtp: percent(SLOT_DECLARED_RTP_PERCENT), maxWinMultiplier: ratio(SLOT_MAX_WIN_X) },
  crash: { rtp: CRASH_DECLARED_RTP, maxWinMultiplier: ratio(CRASH_MAX_CASHOUT_CENTS, 100n) },
};

import {
  DICE_MAX_WINNING_ROLLS,
  DICE_MIN_WINNING_ROLLS,
  type DiceBet,
  type DiceDirection,
} from '@goldline/games/dice';
import { LIMBO_MAX_TARGET_CENTS, LIMBO_MIN_TARGET_CENTS } from '@goldline/games/limbo';
import { validationFailed } from '../../lib/app-error.ts';

/**
 * Request parameters -> the units the maths takes, checked against the maths' own ranges (the
 * contract already bounds types and coarse ranges). A bad parameter is a field error.
 */

/** Dice target 0.01-99.99 with at most two decimals -> hundredths; win chance 0.01 %-98 %. */
export function diceBet(target: number, direction: DiceDirection): DiceBet {
  const hundredths = Math.round(target * 100);
  if (Math.abs(target * 100 - hundredths) > 1e-6) throw validationFailed({ target: 'decimals' });
  const wins = direction === 'under' ? hundredths : 10_000 - hundredths;
  if (wins < DICE_MIN_WINNING_ROLLS || wins > DICE_MAX_WINNING_ROLLS)
    throw validationFailed({ target: 'range' });
  return { target: hundredths, direction };
}

/** Limbo target "2.00" -> hundredths, 1.01x to 1,000,000x. */
export function limboTarget(target: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(target);
  if (!match) throw validationFailed({ target: 'pattern' });
  const cents = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (cents < LIMBO_MIN_TARGET_CENTS || cents > LIMBO_MAX_TARGET_CENTS)
    throw validationFailed({ target: 'range' });
  return cents;
}

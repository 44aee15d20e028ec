/**
 * Dice (shared reference "games-math" §1 "Dice, Limbo", Stake game events): roll = floor(f·10001)
 * hundredths, i.e. 0.00–100.00 with 10,001 equally likely outcomes. The player bets the roll is under
 * or over a target. Multiplier = 99 / (win chance in %) with the chance counted in hundredths of a
 * percent as Stake shows it (winning rolls / 100), so the exact RTP is 99% × 10000/10001 ≈ 98.990%:
 * we keep Stake's 10,001 outcomes so that published Stake/lucasholder vectors verify our rolls.
 */
import { payoutBps } from './money.ts';
import { floats, floatToInt } from './provably-fair.ts';
import { type Rational, ratio } from './rational.ts';

export const DICE_OUTCOMES = 10_001;
/** Win chance between 0.01% and 98% (Stake's range): 1 to 9,800 winning rolls. */
export const DICE_MIN_WINNING_ROLLS = 1;
export const DICE_MAX_WINNING_ROLLS = 9_800;
export const DICE_FLOATS = 1;

export type DiceDirection = 'under' | 'over';
/** target in hundredths: 'under' wins on roll < target, 'over' wins on roll > target. */
export interface DiceBet {
  readonly direction: DiceDirection;
  readonly target: number;
}

/** Declared RTP for every legal bet, an upper bound reached when 99,000,000 divides evenly (e.g. 2x). */
export const DICE_RTP: Rational = ratio(99n * 10_000n, 100n * 10_001n);
/** 0.01% chance pays 9,900x. */
export const DICE_MAX_MULTIPLIER_BPS = 99_000_000n;

export function diceRoll(float: number): number {
  return floatToInt(float, DICE_OUTCOMES);
}

export async function diceRollFromSeeds(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<number> {
  const [f] = await floats(serverSeed, clientSeed, nonce, DICE_FLOATS);
  return diceRoll(f!);
}

export function diceWinningRolls(bet: DiceBet): number {
  if (!Number.isInteger(bet.target)) throw new Error('target must be an integer number of hundredths');
  const wins = bet.direction === 'under' ? bet.target : DICE_OUTCOMES - 1 - bet.target;
  if (wins < DICE_MIN_WINNING_ROLLS || wins > DICE_MAX_WINNING_ROLLS)
    throw new Error('win chance out of range');
  return wins;
}

/** 99 / (wins/100 %) = 9900/wins x, floored to a basis point. */
export function diceMultiplierBps(bet: DiceBet): bigint {
  return DICE_MAX_MULTIPLIER_BPS / BigInt(diceWinningRolls(bet));
}

export function diceWins(bet: DiceBet, roll: number): boolean {
  diceWinningRolls(bet);
  return bet.direction === 'under' ? roll < bet.target : roll > bet.target;
}

/** Exact RTP of one bet: winning rolls / 10001 × multiplier. */
export function diceRtp(bet: DiceBet): Rational {
  return ratio(BigInt(diceWinningRolls(bet)) * diceMultiplierBps(bet), BigInt(DICE_OUTCOMES) * 10_000n);
}

export interface DiceSettlement {
  readonly roll: number;
  readonly win: boolean;
  readonly multiplierBps: bigint;
  readonly payoutMinor: bigint;
}

export function settleDice(betMinor: bigint, bet: DiceBet, roll: number): DiceSettlement {
  const multiplierBps = diceMultiplierBps(bet);
  const win = diceWins(bet, roll);
  return { roll, win, multiplierBps, payoutMinor: win ? payoutBps(betMinor, multiplierBps) : 0n };
}

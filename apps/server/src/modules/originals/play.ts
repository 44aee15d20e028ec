import { minorToAmount } from '@goldline/contract/money';
import { type DiceBet, diceRollFromSeeds, settleDice } from '@goldline/games/dice';
import { centsText } from '@goldline/games/format';
import { limboResultFromSeeds, settleLimbo } from '@goldline/games/limbo';
import { minePositionsFromSeeds } from '@goldline/games/mines';
import { type PlinkoRisk, plinkoPath, settlePlinko } from '@goldline/games/plinko';
import { floats } from '@goldline/games/provably-fair';
import { SCATTER_PAY_UNITS } from '@goldline/games/slot/evaluate';
import { playSlotFromSeeds, type SpinResult, slotPayout } from '@goldline/games/slot/game';
import { LINE_COUNT } from '@goldline/games/slot/lines';
import { FREE_SPIN_MULTIPLIER } from '@goldline/games/slot/paytable';
import { SYMBOLS } from '@goldline/games/slot/symbols';

/**
 * One bet of a single-step game from its seed pair and nonce, with packages/games doing the maths.
 * `result` is what the answer and the recall show (JSON); the same function recomputes a stored
 * round, so what was paid and what a verifier computes cannot drift apart.
 */
export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export interface Played {
  payout: bigint;
  /** Multiplier paid, basis points: 0 on a loss (dice, limbo), the bucket's on plinko. */
  multiplierBps: bigint;
  result: Record<string, unknown>;
}

export async function playDice(seeds: Seeds, bet: DiceBet, amount: bigint): Promise<Played> {
  const roll = await diceRollFromSeeds(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  const s = settleDice(amount, bet, roll);
  return { payout: s.payoutMinor, multiplierBps: s.win ? s.multiplierBps : 0n, result: { roll: roll / 100 } };
}

export async function playLimbo(seeds: Seeds, targetCents: bigint, amount: bigint): Promise<Played> {
  const cents = await limboResultFromSeeds(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  const s = settleLimbo(amount, targetCents, cents);
  return {
    payout: s.payoutMinor,
    multiplierBps: s.win ? targetCents * 100n : 0n,
    result: { result: centsText(cents) },
  };
}

export async function playPlinko(
  seeds: Seeds,
  rows: number,
  risk: PlinkoRisk,
  amount: bigint,
): Promise<Played> {
  const path = plinkoPath(await floats(seeds.serverSeed, seeds.clientSeed, seeds.nonce, rows), rows);
  const bucket = path.reduce((sum, d) => sum + d, 0);
  const s = settlePlinko(amount, rows, risk, bucket);
  return { payout: s.payoutMinor, multiplierBps: s.multiplierBps, result: { path, bucket } };
}

/**
 * A paid spin and its free spins. The total bet is a whole number of line bets (bet_step 20), so
 * every line win is an exact amount; the round's payout is capped at `maxPayout` (rules card).
 */
export async function playSlot(
  seeds: Seeds,
  amount: bigint,
  maxPayout: bigint,
  decimals: number,
): Promise<Played> {
  const outcome = await playSlotFromSeeds(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  const lineBet = amount / BigInt(LINE_COUNT);
  const money = (units: number, times: number) => minorToAmount(lineBet * BigInt(units * times), decimals);
  const show = (spin: SpinResult, free: boolean) => {
    const times = free ? FREE_SPIN_MULTIPLIER : 1;
    return {
      window: spin.window.map((reel) => reel.map((id) => SYMBOLS[id]!)),
      lineWins: spin.lineWins.map((w) => ({
        line: w.line,
        symbol: SYMBOLS[w.symbol]!,
        count: w.count,
        pay: money(w.pay, times),
      })),
      scatterPay: money(SCATTER_PAY_UNITS[spin.scatters]!, times),
      free,
      stops: spin.stops,
    };
  };
  const full = slotPayout(amount, outcome);
  const payout = full < maxPayout ? full : maxPayout;
  return {
    payout,
    multiplierBps: (BigInt(outcome.winUnits) * 10_000n) / BigInt(LINE_COUNT),
    result: {
      spins: [show(outcome.base, false), ...outcome.freeSpins.map((spin) => show(spin, true))],
      freeSpins: outcome.freeSpins.length,
      winUnits: outcome.winUnits,
      capped: payout < full,
    },
  };
}

/** Mines: the board is fixed at the start from the seeds (secret until the round ends). */
export function placeMines(seeds: Seeds, mines: number): Promise<number[]> {
  return minePositionsFromSeeds(seeds.serverSeed, seeds.clientSeed, seeds.nonce, mines);
}

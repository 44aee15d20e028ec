/**
 * Mines on a 5×5 board (shared reference "games-math" §1 Mines, lucasholder/fair src/games/mines.rs):
 * m mines (1–24) are placed before the first click by a Fisher–Yates draw from tiles 0–24 (left→right,
 * top→bottom): mine i = remaining.splice(floor(f_i·(25−i)), 1). After k safe reveals the multiplier is
 * the exact rational 0.99·C(25,k)/C(25−m,k), i.e. the fair price of surviving k picks less 1%, so the
 * RTP is exactly 99% at every stopping point. Payouts floor to the minor unit (money.ts).
 * State is passed in and returned (pure); the board stays server-side until the bet ends.
 */
import { binomial } from './combinatorics.ts';
import { payoutRational } from './money.ts';
import { floats, floatToInt } from './provably-fair.ts';
import { type Rational, ratio } from './rational.ts';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_DECLARED_RTP: Rational = ratio(99n, 100n);

function checkMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) throw new Error('1 to 24 mines');
}

/** Mine tiles in draw order from `mines` floats. */
export function minePositions(fs: readonly number[], mines: number): number[] {
  checkMines(mines);
  if (fs.length < mines) throw new Error('one float per mine');
  const remaining = Array.from({ length: MINES_TILES }, (_, i) => i);
  return fs.slice(0, mines).map((f, i) => remaining.splice(floatToInt(f, MINES_TILES - i), 1)[0]!);
}

export async function minePositionsFromSeeds(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  mines: number,
): Promise<number[]> {
  return minePositions(await floats(serverSeed, clientSeed, nonce, mines), mines);
}

/** 0.99·C(25,k)/C(25−m,k); 1x before any reveal. */
export function minesMultiplier(mines: number, safeReveals: number): Rational {
  checkMines(mines);
  if (!Number.isInteger(safeReveals) || safeReveals < 0 || safeReveals > MINES_TILES - mines) {
    throw new Error('reveals out of range');
  }
  if (safeReveals === 0) return ratio(1n);
  return ratio(99n * binomial(MINES_TILES, safeReveals), 100n * binomial(MINES_TILES - mines, safeReveals));
}

/** The multiplier to show, floored to a basis point (payment uses the exact rational). */
export function minesMultiplierBps(mines: number, safeReveals: number): bigint {
  const m = minesMultiplier(mines, safeReveals);
  return (m.num * 10_000n) / m.den;
}

/** P(first k reveals are all safe) = C(25−m,k)/C(25,k). */
export function minesSurvival(mines: number, safeReveals: number): Rational {
  return ratio(binomial(MINES_TILES - mines, safeReveals), binomial(MINES_TILES, safeReveals));
}

/** Max over all (m, k): clear the whole board, 0.99·C(25,m), largest at m = 12 or 13: 5,148,297x. */
export function minesMaxMultiplier(): Rational {
  let best = ratio(0n);
  for (let m = MINES_MIN; m <= MINES_MAX; m += 1) {
    const x = minesMultiplier(m, MINES_TILES - m);
    if (x.num * best.den > best.num * x.den) best = x;
  }
  return best;
}

export type MinesStatus = 'playing' | 'busted' | 'cashed-out';

export interface MinesRound {
  readonly betMinor: bigint;
  readonly mines: number;
  readonly minePositions: readonly number[];
  readonly revealed: readonly number[];
  readonly status: MinesStatus;
  readonly payoutMinor: bigint;
}

export function startMines(betMinor: bigint, mines: number, fs: readonly number[]): MinesRound {
  return {
    betMinor,
    mines,
    minePositions: minePositions(fs, mines),
    revealed: [],
    status: 'playing',
    payoutMinor: 0n,
  };
}

/** Reveal a tile; a mine ends the round with nothing, clearing the last safe tile cashes out. */
export function revealTile(round: MinesRound, tile: number): MinesRound {
  if (round.status !== 'playing') throw new Error('round is over');
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw new Error('no such tile');
  if (round.revealed.includes(tile)) throw new Error('tile already revealed');
  if (round.minePositions.includes(tile))
    return { ...round, revealed: [...round.revealed, tile], status: 'busted' };
  const next = { ...round, revealed: [...round.revealed, tile] };
  return next.revealed.length === MINES_TILES - round.mines ? cashOutMines(next) : next;
}

export function cashOutMines(round: MinesRound): MinesRound {
  if (round.status !== 'playing') throw new Error('round is over');
  if (round.revealed.length === 0) throw new Error('reveal a tile first');
  const multiplier = minesMultiplier(round.mines, round.revealed.length);
  return { ...round, status: 'cashed-out', payoutMinor: payoutRational(round.betMinor, multiplier) };
}

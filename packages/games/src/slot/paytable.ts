/**
 * Pay table (data). Line pays are in line bets, left to right on consecutive reels from reel 1, the
 * highest win per line (3 to 5 of a kind). Scatter pays are in total bets, anywhere, and
 * 3/4/5 scatters award 10/15/20 free spins played on the free-spin strips with every win doubled and
 * no retrigger (the shape of Fishin' Frenzy's published rules, reference §2), so the max win is finite.
 */
import type { SymbolName } from './symbols.ts';

/** pays[symbol][count], count 0–5. */
export const LINE_PAYS: Readonly<Partial<Record<SymbolName, readonly number[]>>> = {
  WILD: [0, 0, 0, 80, 400, 1500],
  SEVEN: [0, 0, 0, 50, 200, 1000],
  BAR: [0, 0, 0, 35, 130, 500],
  BELL: [0, 0, 0, 25, 80, 300],
  A: [0, 0, 0, 15, 50, 200],
  K: [0, 0, 0, 12, 40, 150],
  Q: [0, 0, 0, 8, 30, 120],
  J: [0, 0, 0, 8, 25, 100],
  TEN: [0, 0, 0, 6, 20, 80],
};

/** Scatter pay in total bets by scatters visible, 0–5. */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 5, 20, 100];
/** Free spins awarded by scatters visible in the base game, 0–5. */
export const FREE_SPINS_AWARDED: readonly number[] = [0, 0, 0, 10, 15, 20];
/** Every free-spin win (lines and scatters) is multiplied by this. */
export const FREE_SPIN_MULTIPLIER = 2;

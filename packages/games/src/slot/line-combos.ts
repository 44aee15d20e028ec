/**
 * Per-line combination table (shared reference "games-math" §2, method B): every payline reads one cell
 * per reel and each cell of reel r is uniform over strip r, so one line's outcome distribution follows
 * from the symbol counts alone: Π_r count_r(symbol_r) / L_r over all 10^5 symbol tuples. It gives the
 * PAR sheet's per-combination probabilities and an independent check of the enumerated line RTP.
 */
import { type Rational, ratio } from '../rational.ts';
import { lineResult, PAY_STRIDE } from './evaluate.ts';
import { REELS } from './lines.ts';
import { SYMBOL_COUNT } from './symbols.ts';

export interface LineCombos {
  /** ways[symbol · PAY_STRIDE + count]: stop tuples of one line paying that combination. */
  readonly ways: readonly bigint[];
  readonly total: bigint;
  /** Return of one line per line bet = RTP of the 20 lines per total bet. */
  readonly rtp: Rational;
}

export function lineCombos(strips: readonly (readonly number[])[]): LineCombos {
  const counts = strips.map((strip) => {
    const c = new Array<number>(SYMBOL_COUNT).fill(0);
    for (const s of strip) c[s]! += 1;
    return c;
  });
  const ways = new Array<bigint>(SYMBOL_COUNT * PAY_STRIDE).fill(0n);
  let paid = 0n;
  const cells = new Array<number>(REELS).fill(0);
  const visit = (reel: number, weight: number): void => {
    if (reel === REELS) {
      const result = lineResult(cells);
      if (result) {
        ways[result.symbol * PAY_STRIDE + result.count]! += BigInt(weight);
        paid += BigInt(weight) * BigInt(result.pay);
      }
      return;
    }
    for (let s = 0; s < SYMBOL_COUNT; s += 1) {
      const c = counts[reel]![s]!;
      if (c === 0) continue;
      cells[reel] = s;
      visit(reel + 1, weight * c);
    }
  };
  visit(0, 1);
  const total = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return { ways, total, rtp: ratio(paid, total) };
}

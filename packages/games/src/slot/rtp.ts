/**
 * RTP, hit frequency, volatility and max win from the two enumerations (shared reference "games-math"
 * §2 "Features"): RTP = RTP_lines + RTP_scatter + Σ_s P(s)·E[FS win | s]/bet, with E[FS win | s] =
 * N0(s)·ρ_fs, ρ_fs the per-spin return of the free-spin strips × multiplier, and E[N] = N0/(1 − q·N1)
 * reducing to N0 because there is no retrigger (q = 0). The second moment uses the same independence:
 * F = Σ N0 iid free spins, E[F²] = N0·E[W²] + N0(N0−1)·E[W]². All values are exact rationals in total
 * bets.
 */
import { add, div, mul, type Rational, ratio, sub } from '../rational.ts';
import type { Enumeration } from './enumerate.ts';
import { FREE_SPINS_AWARDED, SCATTER_PAY_UNITS } from './evaluate.ts';
import { LINE_COUNT } from './lines.ts';
import { FREE_SPIN_MULTIPLIER } from './paytable.ts';

export interface SlotFigures {
  readonly rtp: Rational;
  readonly rtpLines: Rational;
  readonly rtpScatter: Rational;
  readonly rtpFreeSpins: Rational;
  /** P(a paid spin wins anything, free spins included). */
  readonly hitFrequency: Rational;
  readonly freeSpinFrequency: Rational;
  /** Per paid spin, in total bets². */
  readonly variance: Rational;
  /** Per free spin, multiplier included, in total bets. */
  readonly freeSpinRtp: Rational;
  /** A bound no paid spin can exceed: best base spin of a class + N0 × best free spin, in total bets. */
  readonly maxWin: Rational;
}

const ZERO = ratio(0n);

export function slotFigures(base: Enumeration, free: Enumeration): SlotFigures {
  const units = BigInt(LINE_COUNT);
  const m = BigInt(FREE_SPIN_MULTIPLIER);
  let freeWin = 0n;
  let freeWinSq = 0n;
  let freeMax = 0;
  for (const cls of free.byScatters) {
    freeWin += cls.win;
    freeWinSq += cls.winSquared;
    freeMax = Math.max(freeMax, cls.maxWin);
  }
  // One free spin, in line bets: mean and second moment, multiplier included.
  const mu = ratio(m * freeWin, free.combos);
  const mu2 = ratio(m * m * freeWinSq, free.combos);

  let total = ZERO;
  let totalSq = ZERO;
  let lines = ZERO;
  let scatter = ZERO;
  let freeSpins = ZERO;
  let hits = 0n;
  let triggers = 0n;
  let maxWin = 0n;
  base.byScatters.forEach((cls, s) => {
    const n0 = BigInt(FREE_SPINS_AWARDED[Math.min(s, FREE_SPINS_AWARDED.length - 1)]!);
    const scatterPay = BigInt(SCATTER_PAY_UNITS[Math.min(s, SCATTER_PAY_UNITS.length - 1)]!);
    const f = mul(ratio(n0), mu); // E[F | s]
    const f2 = add(mul(ratio(n0), mu2), mul(ratio(n0 * (n0 - 1n > 0n ? n0 - 1n : 0n)), mul(mu, mu))); // E[F² | s]
    const c = ratio(cls.combos);
    total = add(total, add(ratio(cls.win), mul(c, f)));
    totalSq = add(totalSq, add(ratio(cls.winSquared), add(mul(ratio(2n * cls.win), f), mul(c, f2))));
    scatter = add(scatter, ratio(cls.combos * scatterPay));
    lines = add(lines, ratio(cls.win - cls.combos * scatterPay));
    freeSpins = add(freeSpins, mul(c, f));
    hits += n0 > 0n ? cls.combos : cls.hits;
    if (n0 > 0n) triggers += cls.combos;
    const bound = BigInt(cls.maxWin) + (cls.combos > 0n ? n0 * m * BigInt(freeMax) : 0n);
    if (cls.combos > 0n && bound > maxWin) maxWin = bound;
  });
  const perBet = ratio(base.combos * units); // combos × (line bets per total bet)
  const mean = div(total, perBet);
  const second = div(totalSq, ratio(base.combos * units * units));
  return {
    rtp: mean,
    rtpLines: div(lines, perBet),
    rtpScatter: div(scatter, perBet),
    rtpFreeSpins: div(freeSpins, perBet),
    hitFrequency: ratio(hits, base.combos),
    freeSpinFrequency: ratio(triggers, base.combos),
    variance: sub(second, mul(mean, mean)),
    freeSpinRtp: div(mu, ratio(units)),
    maxWin: ratio(maxWin, units),
  };
}

/**
 * Exact full-cycle enumeration (shared reference "games-math" §2, method A): every combination of the
 * five reel stops, all 20 lines plus scatters, grouped by the number of scatters shown (which decides
 * the scatter pay and the free spins). Sums are exact integers (bigint at the end of each reel-1 stop).
 *
 * Speed without skipping a combination: a line whose run ends within reels 1–3 (or 1–4) is decided
 * there, so it is paid once for all the stops of the later reels. When no line is alive after reel 4,
 * the win of every reel-5 stop differs only by the scatters reel 5 shows, so those stops are counted
 * in groups of equal scatter count: the Π L_r combinations cost about Π_{r≤4} L_r steps.
 */
import { type CompiledReels, LINE_ROWS, linePay, runLength, SCATTER_PAY_UNITS } from './evaluate.ts';
import { LINE_COUNT, REELS, ROWS } from './lines.ts';

export const MAX_SCATTERS = REELS * ROWS;

export interface ScatterClass {
  /** Stop combinations showing this many scatters. */
  combos: bigint;
  /** Σ win (lines + scatter pay) in line bets. */
  win: bigint;
  /** Σ win². */
  winSquared: bigint;
  /** Combinations with a win. */
  hits: bigint;
  maxWin: number;
}

export interface Enumeration {
  readonly combos: bigint;
  /** Index = scatters shown. */
  readonly byScatters: readonly ScatterClass[];
}

type Five<T> = readonly [T, T, T, T, T];

export function enumerateReels(reels: CompiledReels): Enumeration {
  const [L0, L1, L2, L3, L4] = reels.lengths as Five<number>;
  const [c0, c1, c2, c3, c4] = reels.cells as Five<Uint8Array>;
  const [k0, k1, k2, k3, k4] = reels.scatters as Five<Uint8Array>;
  const reel5Scatters = new Float64Array(ROWS + 1); // stops of reel 5 by scatters shown
  for (const k of k4) reel5Scatters[k]! += 1;
  const classes: ScatterClass[] = Array.from({ length: MAX_SCATTERS + 1 }, () => ({
    combos: 0n,
    win: 0n,
    winSquared: 0n,
    hits: 0n,
    maxWin: 0,
  }));
  const alive = new Uint8Array(LINE_COUNT * REELS); // cells of each line alive after reel 3
  const row3 = new Uint8Array(LINE_COUNT);
  const row4 = new Uint8Array(LINE_COUNT);
  const alive4 = new Uint8Array(LINE_COUNT); // indexes into `alive` still alive after reel 4
  const prefix = new Uint8Array(REELS);
  const sum = new Float64Array(MAX_SCATTERS + 1);
  const sumSq = new Float64Array(MAX_SCATTERS + 1);
  const count = new Float64Array(MAX_SCATTERS + 1);
  const hits = new Float64Array(MAX_SCATTERS + 1);
  const add = (scatters: number, win: number, times: number): void => {
    sum[scatters]! += win * times;
    sumSq[scatters]! += win * win * times;
    count[scatters]! += times;
    if (win > 0) hits[scatters]! += times;
    const cls = classes[scatters]!;
    if (win > cls.maxWin) cls.maxWin = win;
  };
  for (let s0 = 0; s0 < L0; s0 += 1) {
    sum.fill(0);
    sumSq.fill(0);
    count.fill(0);
    hits.fill(0);
    for (let s1 = 0; s1 < L1; s1 += 1) {
      for (let s2 = 0; s2 < L2; s2 += 1) {
        let fixed3 = 0;
        let alive3 = 0;
        for (let line = 0; line < LINE_COUNT; line += 1) {
          const base = line * REELS;
          prefix[0] = c0[s0 * ROWS + LINE_ROWS[base]!]!;
          prefix[1] = c1[s1 * ROWS + LINE_ROWS[base + 1]!]!;
          prefix[2] = c2[s2 * ROWS + LINE_ROWS[base + 2]!]!;
          if (runLength(prefix, 3) < 3) {
            fixed3 += linePay(prefix); // the run ended: cells 4–5 are never read
          } else {
            const o = alive3 * REELS;
            alive[o] = prefix[0]!;
            alive[o + 1] = prefix[1]!;
            alive[o + 2] = prefix[2]!;
            row3[alive3] = LINE_ROWS[base + 3]!;
            row4[alive3] = LINE_ROWS[base + 4]!;
            alive3 += 1;
          }
        }
        const scatters3 = k0[s0]! + k1[s1]! + k2[s2]!;
        for (let s3 = 0; s3 < L3; s3 += 1) {
          const scatters4 = scatters3 + k3[s3]!;
          let fixed4 = fixed3;
          let alive4Count = 0;
          for (let a = 0; a < alive3; a += 1) {
            const o = a * REELS;
            alive[o + 3] = c3[s3 * ROWS + row3[a]!]!;
            if (runLength(alive, 4, o) < 4) fixed4 += linePay(alive, o);
            else alive4[alive4Count++] = a;
          }
          if (alive4Count === 0) {
            for (let k = 0; k <= ROWS; k += 1) {
              const times = reel5Scatters[k]!;
              if (times > 0) add(scatters4 + k, fixed4 + SCATTER_PAY_UNITS[scatters4 + k]!, times);
            }
            continue;
          }
          for (let s4 = 0; s4 < L4; s4 += 1) {
            let win = fixed4;
            for (let i = 0; i < alive4Count; i += 1) {
              const a = alive4[i]!;
              alive[a * REELS + 4] = c4[s4 * ROWS + row4[a]!]!;
              win += linePay(alive, a * REELS);
            }
            const scatters = scatters4 + k4[s4]!;
            add(scatters, win + SCATTER_PAY_UNITS[scatters]!, 1);
          }
        }
      }
    }
    // Per reel-1 stop: ≤ 3e6 combos × win² < 1e9 stays below 2^53, so the doubles are exact integers.
    for (let s = 0; s <= MAX_SCATTERS; s += 1) {
      const cls = classes[s]!;
      cls.combos += BigInt(count[s]!);
      cls.win += BigInt(sum[s]!);
      cls.winSquared += BigInt(sumSq[s]!);
      cls.hits += BigInt(hits[s]!);
    }
  }
  return { combos: BigInt(L0) * BigInt(L1) * BigInt(L2) * BigInt(L3) * BigInt(L4), byScatters: classes };
}

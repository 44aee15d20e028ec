/**
 * Plinko (shared reference "games-math" §1 Plinko, Stake/Shuffle): each of n rows (8–16) takes one
 * float, direction = floor(f·2) (0 left, 1 right); the bucket is the number of rights, so
 * P(bucket k) = C(n,k)/2^n and the exact RTP of a table is Σ C(n,k)·mult_k / 2^n.
 */
import { binomial } from './combinatorics.ts';
import { payoutBps } from './money.ts';
import { PLINKO_HALF_TABLES, type PlinkoRisk } from './plinko-tables.ts';
import { floats, floatToInt } from './provably-fair.ts';
import { type Rational, ratio } from './rational.ts';

export type { PlinkoRisk } from './plinko-tables.ts';
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];
/** Every table is tuned to this ± 0.1% (exact values from plinkoRtp). */
export const PLINKO_DECLARED_RTP: Rational = ratio(99n, 100n);

/** The full row of n+1 bucket multipliers (bps), left to right. */
export function plinkoMultipliers(rows: number, risk: PlinkoRisk): number[] {
  const half = PLINKO_HALF_TABLES[rows]?.[risk];
  if (!half) throw new Error('rows must be 8 to 16');
  return Array.from({ length: rows + 1 }, (_, k) => half[Math.min(k, rows - k)]!);
}

export function plinkoPath(fs: readonly number[], rows: number): number[] {
  if (fs.length < rows) throw new Error('one float per row');
  return fs.slice(0, rows).map((f) => floatToInt(f, 2));
}

export function plinkoBucket(fs: readonly number[], rows: number): number {
  return plinkoPath(fs, rows).reduce((sum, d) => sum + d, 0);
}

export async function plinkoBucketFromSeeds(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  rows: number,
): Promise<number> {
  return plinkoBucket(await floats(serverSeed, clientSeed, nonce, rows), rows);
}

export function plinkoRtp(rows: number, risk: PlinkoRisk): Rational {
  const table = plinkoMultipliers(rows, risk);
  const total = table.reduce((sum, m, k) => sum + binomial(rows, k) * BigInt(m), 0n);
  return ratio(total, 2n ** BigInt(rows) * 10_000n);
}

/** 1,000x on 16 rows, high risk. */
export function plinkoMaxMultiplierBps(): bigint {
  let best = 0;
  for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows += 1)
    for (const risk of PLINKO_RISKS) best = Math.max(best, ...plinkoMultipliers(rows, risk));
  return BigInt(best);
}

export interface PlinkoSettlement {
  readonly bucket: number;
  readonly multiplierBps: bigint;
  readonly payoutMinor: bigint;
}

export function settlePlinko(
  betMinor: bigint,
  rows: number,
  risk: PlinkoRisk,
  bucket: number,
): PlinkoSettlement {
  const multiplier = plinkoMultipliers(rows, risk)[bucket];
  if (multiplier === undefined || !Number.isInteger(bucket)) throw new Error('no such bucket');
  const multiplierBps = BigInt(multiplier);
  return { bucket, multiplierBps, payoutMinor: payoutBps(betMinor, multiplierBps) };
}

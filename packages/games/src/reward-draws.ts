/**
 * Red-envelope splits and raffle draws (issue 16; decision 101), from a secret seed committed in
 * advance: the operator publishes a hash when the rain or raffle is scheduled and reveals the seed
 * after it ends, so anyone can recompute the split or the winners and check the hash. The random
 * stream is the lottery's (HMAC-SHA256 keyed by the seed's hex text, rejection-sampled integers;
 * lottery/rng.ts), under labels of its own.
 */
import { sha256Hex } from './hash.ts';
import { DrawStream } from './lottery/rng.ts';

/** Each share's weight is 1 + a uniform integer below this: shares differ by up to this ratio. */
const WEIGHT_SPAN = 1_000_000;

/**
 * `pool` minor units split into `shares` shares of at least 1 each, summing exactly to the pool:
 * the rest (pool - shares) is shared by random weights, rounded down, and the units left by the
 * rounding go one each to the first shares.
 */
export async function splitPool(seedHex: string, pool: bigint, shares: number): Promise<bigint[]> {
  if (!Number.isInteger(shares) || shares < 1) throw new Error('shares must be a positive integer');
  if (pool < BigInt(shares)) throw new Error('the pool must give every share at least 1 unit');
  const stream = new DrawStream(seedHex, 'red-envelope');
  const weights: bigint[] = [];
  for (let i = 0; i < shares; i += 1) weights.push(BigInt(1 + (await stream.int(WEIGHT_SPAN))));
  const total = weights.reduce((a, b) => a + b, 0n);
  const rest = pool - BigInt(shares);
  const out = weights.map((w) => 1n + (rest * w) / total);
  let left = pool - out.reduce((a, b) => a + b, 0n);
  for (let i = 0; left > 0n; i += 1, left -= 1n) out[i] = out[i]! + 1n;
  return out;
}

/** The published hash of a split: SHA-256 of `seed:share,share,...` (checked after the reveal). */
export function splitHash(seedHex: string, shares: readonly bigint[]): Promise<string> {
  return sha256Hex(`${seedHex}:${shares.join(',')}`);
}

/**
 * Raffle winners: `prizes` different members, each drawn with a chance proportional to their
 * tickets among the members not drawn yet. `entries` must be in a published order (by member id)
 * so the draw can be repeated from the revealed seed.
 */
export async function drawWinners(
  seedHex: string,
  entries: readonly { memberId: string; tickets: number }[],
  prizes: number,
): Promise<string[]> {
  const stream = new DrawStream(seedHex, 'raffle');
  const rest = entries.filter((e) => e.tickets > 0);
  const out: string[] = [];
  while (out.length < prizes && rest.length > 0) {
    const total = rest.reduce((a, e) => a + e.tickets, 0);
    let ticket = await stream.int(total);
    const i = rest.findIndex((e) => {
      if (ticket < e.tickets) return true;
      ticket -= e.tickets;
      return false;
    });
    out.push(rest.splice(i, 1)[0]!.memberId);
  }
  return out;
}

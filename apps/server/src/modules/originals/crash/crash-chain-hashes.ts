import { createHash } from 'node:crypto';

/**
 * Game hashes of a committed chain, derived on demand from its secret seed (docs/decisions/053).
 * chain[0] = seed, chain[k] = SHA-256(lowercase hex of chain[k-1]) (packages/games crash-chain.ts);
 * game n is chain[length - n], the terminal hash chain[length]. Storing 100,000 hashes per chain
 * would be 6.4 MB of secrets; instead one walk from the seed keeps every CHECKPOINT_EVERY-th element
 * in memory (100 strings for 100,000 games), and a game's hash is then at most 999 hashes away.
 * node:crypto's synchronous SHA-256 is used here (the walk is ~100,000 hashes); a unit test checks
 * it against packages/games' Web Crypto chain.
 */
export const CHECKPOINT_EVERY = 1_000;
/** The walk yields to the event loop this often, so a leader taking over keeps answering requests. */
const YIELD_EVERY = 10_000;

export const sha256Step = (hex: string): string =>
  createHash('sha256').update(hex.toLowerCase()).digest('hex');

export interface ChainCheckpoints {
  readonly length: number;
  readonly terminalHash: string;
  /** checkpoints[i] = chain[i * CHECKPOINT_EVERY]. */
  readonly checkpoints: readonly string[];
}

export async function walkChain(seedHex: string, length: number): Promise<ChainCheckpoints> {
  const checkpoints: string[] = [];
  let hash = seedHex.toLowerCase();
  for (let k = 0; k < length; k += 1) {
    if (k % CHECKPOINT_EVERY === 0) checkpoints.push(hash);
    if (k > 0 && k % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    hash = sha256Step(hash);
  }
  return { length, terminalHash: hash, checkpoints };
}

/** The hash of game `gameNumber` (1 = the first game played, the last element before the terminal). */
export function gameHashAt(chain: ChainCheckpoints, gameNumber: number): string {
  if (!Number.isInteger(gameNumber) || gameNumber < 1 || gameNumber > chain.length)
    throw new RangeError(`game ${gameNumber} is outside a chain of ${chain.length}`);
  const index = chain.length - gameNumber;
  const from = Math.floor(index / CHECKPOINT_EVERY);
  let hash = chain.checkpoints[from]!;
  for (let k = from * CHECKPOINT_EVERY; k < index; k += 1) hash = sha256Step(hash);
  return hash;
}

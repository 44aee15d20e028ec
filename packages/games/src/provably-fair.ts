/**
 * Provably fair randomness (shared reference "games-math" §0, Stake/Shuffle scheme): floats in [0, 1)
 * derived from HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), four bytes per float, eight
 * floats per HMAC block. The same code runs on the server (to settle) and in the browser (to verify),
 * so it uses only Web Crypto.
 *
 * Boundary rule (why floats are safe here): a float is k/2^32 for an integer k, so for any n < 2^21
 * the product f·n = k·n/2^32 has a numerator below 2^53 and is computed exactly by IEEE doubles;
 * `floatToInt` therefore returns exactly floor(k·n/2^32) in Node and in every browser. Games turn the
 * float into an integer at once and do everything after that in integers or bigints.
 */
import { hmacSha256, sha256Hex } from './hash.ts';

/** Floats per HMAC block: 32 bytes / 4 bytes per float. */
export const FLOATS_PER_ROUND = 8;

/** f = b0/256 + b1/256² + b2/256³ + b3/256⁴, the Stake byte-to-float rule. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  for (let i = 0; i < 4; i += 1) value += bytes[offset + i]! / 256 ** (i + 1);
  return value;
}

/**
 * `count` floats starting at HMAC round `cursor` (round = byte cursor / 32 in Stake's words). A game
 * that needs more floats later in the same bet (free spins, mines reveals) continues on later rounds.
 */
export async function floatsAt(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  cursor: number,
  count: number,
): Promise<number[]> {
  const result: number[] = [];
  for (let round = cursor; result.length < count; round += 1) {
    const bytes = await hmacSha256(serverSeed, `${clientSeed}:${nonce}:${round}`);
    for (let offset = 0; offset + 4 <= bytes.length && result.length < count; offset += 4) {
      result.push(bytesToFloat(bytes, offset));
    }
  }
  return result;
}

/** `count` floats for one bet; each HMAC block of 32 bytes yields 8 floats, `cursor` numbers the blocks. */
export function floats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]> {
  return floatsAt(serverSeed, clientSeed, nonce, 0, count);
}

/** floor(f·n), exact for n < 2^21 (see the boundary rule above). */
export function floatToInt(float: number, n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n >= 2 ** 21) throw new Error('n must be an integer in [1, 2^21)');
  return Math.floor(float * n);
}

/** The commitment shown before betting: SHA-256 of the server seed, hex. */
export function seedHash(serverSeed: string): Promise<string> {
  return sha256Hex(serverSeed);
}

/**
 * Crash hash chain (shared reference "games-math" §1 Crash, bustabit v2 seeding event): h₀ is a secret
 * seed, h_{i+1} = SHA256(lowercase hex of h_i). The operator publishes the terminating hash before the
 * first game; game n is played with the element that hashes to the terminating hash in exactly n steps,
 * so games run backwards through the chain and each game's hash is the SHA-256 of the next game's.
 */
import { sha256Hex } from './hash.ts';

export const nextChainHash = (hashHex: string): Promise<string> => sha256Hex(hashHex.toLowerCase());

export interface HashChain {
  /** Publish before game 1. */
  readonly terminatingHash: string;
  /** gameHashes[n - 1] is the hash of game n. */
  readonly gameHashes: readonly string[];
}

/** Builds a chain for `games` games from a secret seed (64 hex chars of CSPRNG output in production). */
export async function buildHashChain(seedHex: string, games: number): Promise<HashChain> {
  const chain = [seedHex.toLowerCase()];
  for (let i = 0; i < games; i += 1) chain.push(await nextChainHash(chain[i]!));
  const terminatingHash = chain.pop()!;
  return { terminatingHash, gameHashes: chain.reverse() };
}

/** A player's check: hashing game n's hash n times gives the published terminating hash. */
export async function verifyGameHash(
  gameHash: string,
  gameNumber: number,
  terminatingHash: string,
): Promise<boolean> {
  if (!Number.isInteger(gameNumber) || gameNumber < 1) throw new Error('game numbers start at 1');
  let hash = gameHash.toLowerCase();
  for (let i = 0; i < gameNumber; i += 1) hash = await nextChainHash(hash);
  return hash === terminatingHash.toLowerCase();
}

/** The cheap per-round check: game n's hash is the SHA-256 of game n+1's. */
export async function followsPreviousGame(gameHash: string, previousGameHash: string): Promise<boolean> {
  return (await nextChainHash(gameHash)) === previousGameHash.toLowerCase();
}

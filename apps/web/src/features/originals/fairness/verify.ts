import { crashPointCents } from '@goldline/games/crash';
import { followsPreviousGame, nextChainHash } from '@goldline/games/crash-chain';
import { diceMultiplierBps, diceRollFromSeeds, diceWins } from '@goldline/games/dice';
import { centsText, multiplierText } from '@goldline/games/format';
import { limboResultFromSeeds } from '@goldline/games/limbo';
import { minePositionsFromSeeds, minesMultiplierBps } from '@goldline/games/mines';
import { type PlinkoRisk, plinkoMultipliers, plinkoPath } from '@goldline/games/plinko';
import { floats, seedHash } from '@goldline/games/provably-fair';
import { playSlotFromSeeds } from '@goldline/games/slot/game';
import { SYMBOLS } from '@goldline/games/slot/symbols';

/**
 * The verifier: recomputes a round IN THE BROWSER from its seeds with packages/games, the code the
 * server settles with, and lays the result out in the same shape as the server's round recall
 * (`result` of GET /wps/originals/rounds/:id) so the two can be compared field by field.
 */
export interface Seeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export type SeedGame =
  | { readonly game: 'dice'; readonly target: number; readonly direction: 'under' | 'over' }
  | { readonly game: 'limbo'; readonly target: string }
  | { readonly game: 'plinko'; readonly rows: number; readonly risk: PlinkoRisk }
  | { readonly game: 'mines'; readonly mines: number }
  | { readonly game: 'slot' };

export interface SeedVerification {
  readonly serverSeedHash: string;
  /** Same keys and values as the recall's `result` for these fields. */
  readonly result: Record<string, unknown>;
  /** What the bet would pay, in the units the game uses (for the summary line). */
  readonly multiplier: string | null;
  readonly win: boolean | null;
}

export async function verifySeedRound(seeds: Seeds, game: SeedGame): Promise<SeedVerification> {
  const { serverSeed, clientSeed, nonce } = seeds;
  const serverSeedHash = await seedHash(serverSeed);
  switch (game.game) {
    case 'dice': {
      const roll = await diceRollFromSeeds(serverSeed, clientSeed, nonce);
      const bet = { direction: game.direction, target: Math.round(game.target * 100) };
      const win = diceWins(bet, roll);
      return {
        serverSeedHash,
        result: { roll: roll / 100 },
        win,
        multiplier: win ? multiplierText(diceMultiplierBps(bet)) : '0.00',
      };
    }
    case 'limbo': {
      const cents = await limboResultFromSeeds(serverSeed, clientSeed, nonce);
      const target = BigInt(Math.round(Number(game.target) * 100));
      const win = cents >= target;
      return {
        serverSeedHash,
        result: { result: centsText(cents) },
        win,
        multiplier: win ? centsText(target) : '0.00',
      };
    }
    case 'plinko': {
      const path = plinkoPath(await floats(serverSeed, clientSeed, nonce, game.rows), game.rows);
      const bucket = path.reduce((sum, d) => sum + d, 0);
      const bps = BigInt(plinkoMultipliers(game.rows, game.risk)[bucket]!);
      return {
        serverSeedHash,
        result: { path, bucket },
        win: bps > 10_000n,
        multiplier: multiplierText(bps),
      };
    }
    case 'mines': {
      const minePositions = await minePositionsFromSeeds(serverSeed, clientSeed, nonce, game.mines);
      return {
        serverSeedHash,
        result: { minePositions },
        win: null,
        multiplier: multiplierText(minesMultiplierBps(game.mines, 1)),
      };
    }
    case 'slot': {
      const outcome = await playSlotFromSeeds(serverSeed, clientSeed, nonce);
      const spins = [outcome.base, ...outcome.freeSpins].map((spin) => ({
        window: spin.window.map((reel) => reel.map((id) => SYMBOLS[id]!)),
        stops: spin.stops,
      }));
      return {
        serverSeedHash,
        result: { spins, freeSpins: outcome.freeSpins.length, winUnits: outcome.winUnits },
        win: outcome.winUnits > 20,
        multiplier: multiplierText((BigInt(outcome.winUnits) * 10_000n) / 20n),
      };
    }
  }
}

/** Structural equality of JSON values; only the keys of `expected` count (the recall has more). */
function matches(expected: unknown, actual: unknown): boolean {
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      expected.length === actual.length &&
      expected.every((v, i) => matches(v, actual[i]))
    );
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([key, value]) =>
      matches(value, (actual as Record<string, unknown>)[key]),
    );
  }
  return expected === actual;
}

/** Every field we recomputed equals the server's: the round was played with these seeds. */
export function sameAsRecall(verified: SeedVerification, recallResult: Record<string, unknown>): boolean {
  return matches(verified.result, recallResult);
}

export interface CrashVerification {
  readonly crashPoint: string;
  /** sha256(this hash) is the previous round's hash; null when no previous hash was given. */
  readonly followsPrevious: boolean | null;
  /** The hash the previous round must have. */
  readonly previousHash: string;
}

/** Crash: the point from the game hash and the chain's salt, and the link to the round before. */
export async function verifyCrashRound(
  gameHash: string,
  salt: string,
  previousHash: string | null,
): Promise<CrashVerification> {
  const hash = gameHash.trim().toLowerCase();
  const cents = await crashPointCents(hash, salt.trim());
  return {
    crashPoint: centsText(cents),
    previousHash: await nextChainHash(hash),
    followsPrevious: previousHash ? await followsPreviousGame(hash, previousHash.trim()) : null,
  };
}

/**
 * Hashes `gameHash` `gameNumber` times and compares with the chain's published terminal hash: the
 * full proof that the round's hash was fixed before the first game. Reports progress (it may take
 * 100,000 hashes) and can be cancelled.
 */
export async function verifyChainToTerminal(
  gameHash: string,
  gameNumber: number,
  terminalHash: string,
  onProgress: (done: number) => void,
  signal: AbortSignal,
): Promise<boolean> {
  let hash = gameHash.trim().toLowerCase();
  for (let i = 1; i <= gameNumber; i += 1) {
    hash = await nextChainHash(hash);
    if (i % 2_000 === 0) {
      if (signal.aborted) throw new DOMException('cancelled', 'AbortError');
      onProgress(i);
    }
  }
  onProgress(gameNumber);
  return hash === terminalHash.trim().toLowerCase();
}

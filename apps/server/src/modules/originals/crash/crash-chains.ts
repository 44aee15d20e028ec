import { randomBytes } from 'node:crypto';
import { crashPointCents } from '@goldline/games/crash';
import type { Db } from '../../../db/database.ts';
import { type ChainRow, type RoundRow, crashRepository as repo } from './crash.repository.ts';
import { type ChainCheckpoints, gameHashAt, walkChain } from './crash-chain-hashes.ts';

export interface NextGame {
  chainId: string;
  gameNumber: number;
  gameHash: string;
  crashCents: bigint;
}

/**
 * The leader's view of the hash chains (docs/decisions/053-crash-loop.md): commits a new chain when
 * there is none or the current one is used up, and gives the game that follows a round. Walked
 * chains are kept in memory (checkpoints only), so a leader walks a chain once per term.
 */
export function createCrashChains(deps: { db: Db; chainLength: number; log: (m: string) => void }) {
  const walked = new Map<string, ChainCheckpoints>();

  async function checkpointsOf(chain: ChainRow): Promise<ChainCheckpoints> {
    let found = walked.get(chain.id);
    if (!found) {
      found = await walkChain(chain.seed, chain.length);
      // A seed that does not lead to the published terminal hash must never be played.
      if (found.terminalHash !== chain.terminalHash)
        throw new Error(`crash chain ${chain.id}: seed mismatch`);
      walked.set(chain.id, found);
    }
    return found;
  }

  /** A fresh chain from 32 CSPRNG bytes; its terminal hash and salt are public from now on. */
  async function commitChain(): Promise<ChainRow> {
    const seed = randomBytes(32).toString('hex');
    const started = Date.now();
    const walk = await walkChain(seed, deps.chainLength);
    const chain = await repo.insertChain(deps.db, {
      seed,
      length: deps.chainLength,
      terminalHash: walk.terminalHash,
      // Public entropy for every crash point of the chain; see the decision for the launch ceremony.
      salt: randomBytes(32).toString('hex'),
    });
    walked.set(chain.id, walk);
    deps.log(`crash: committed chain ${chain.id} (${deps.chainLength} games) in ${Date.now() - started} ms`);
    return chain;
  }

  return {
    /** The game after `last` (null: the very first round). */
    async next(last: RoundRow | null): Promise<NextGame> {
      let chain = await repo.latestChain(deps.db);
      let gameNumber = last && chain && last.chainId === chain.id ? last.gameNumber + 1 : 1;
      if (!chain || gameNumber > chain.length) {
        chain = await commitChain();
        gameNumber = 1;
      }
      const gameHash = gameHashAt(await checkpointsOf(chain), gameNumber);
      return {
        chainId: chain.id,
        gameNumber,
        gameHash,
        crashCents: await crashPointCents(gameHash, chain.salt),
      };
    },
  };
}

import { buildHashChain, verifyGameHash } from '@goldline/games/crash-chain';
import { describe, expect, it } from 'vitest';
import { CHECKPOINT_EVERY, gameHashAt, walkChain } from './crash-chain-hashes.ts';

describe('crash chain from checkpoints', () => {
  it('derives every game hash and the terminal hash exactly as packages/games builds the chain', async () => {
    const seed = 'ab'.repeat(32);
    const length = 2 * CHECKPOINT_EVERY + 37; // crosses checkpoints, ends between two
    const reference = await buildHashChain(seed, length);
    const walked = await walkChain(seed, length);
    expect(walked.terminalHash).toBe(reference.terminatingHash);
    expect(walked.checkpoints).toHaveLength(3);
    for (const n of [1, 2, 36, 37, 38, 1037, 1038, CHECKPOINT_EVERY, length - 1, length]) {
      expect(gameHashAt(walked, n)).toBe(reference.gameHashes[n - 1]);
    }
    expect(await verifyGameHash(gameHashAt(walked, 500), 500, walked.terminalHash)).toBe(true);
    expect(() => gameHashAt(walked, 0)).toThrow(RangeError);
    expect(() => gameHashAt(walked, length + 1)).toThrow(RangeError);
  });

  it('walks a 100,000-game chain fast enough for a leader taking over (< 2 s)', async () => {
    const started = performance.now();
    const walked = await walkChain('cd'.repeat(32), 100_000);
    const walkMs = performance.now() - started;
    const one = performance.now();
    gameHashAt(walked, 1); // the farthest from a checkpoint
    const deriveMs = performance.now() - one;
    console.log(
      `crash chain: 100,000-game walk ${walkMs.toFixed(0)} ms, one game hash ${deriveMs.toFixed(2)} ms`,
    );
    expect(walkMs).toBeLessThan(2_000);
    expect(deriveMs).toBeLessThan(50);
  });
});

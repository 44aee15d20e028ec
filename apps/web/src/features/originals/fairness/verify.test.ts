import { crashPointCents } from '@goldline/games/crash';
import { buildHashChain } from '@goldline/games/crash-chain';
import { diceRollFromSeeds } from '@goldline/games/dice';
import { seedHash } from '@goldline/games/provably-fair';
import { describe, expect, it } from 'vitest';
import { sameAsRecall, verifyChainToTerminal, verifyCrashRound, verifySeedRound } from './verify';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky-client', nonce: 7 };

describe('browser verifier', () => {
  it('recomputes a dice roll as the server records it (percent) and says whether it won', async () => {
    const roll = await diceRollFromSeeds(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    const under = await verifySeedRound(seeds, { game: 'dice', target: 50, direction: 'under' });
    expect(under.result).toEqual({ roll: roll / 100 });
    expect(under.win).toBe(roll < 5000);
    expect(under.serverSeedHash).toBe(await seedHash(seeds.serverSeed));
  });

  it('matches a recall on the recomputed fields only, and catches any difference', async () => {
    const plinko = await verifySeedRound(seeds, { game: 'plinko', rows: 12, risk: 'high' });
    const recall = { ...plinko.result, extra: 'ignored' };
    expect(sameAsRecall(plinko, recall)).toBe(true);
    const path = [...(plinko.result.path as number[])];
    path[0] = 1 - path[0]!;
    expect(sameAsRecall(plinko, { ...recall, path })).toBe(false);
  });

  it('lays the slot round out like the recall: windows by symbol name, stops, free spins, win units', async () => {
    const slot = await verifySeedRound(seeds, { game: 'slot' });
    const spins = slot.result.spins as { window: string[][]; stops: number[] }[];
    expect(spins[0]!.window).toHaveLength(5);
    expect(spins[0]!.window[0]).toHaveLength(3);
    expect(spins).toHaveLength(1 + (slot.result.freeSpins as number));
    expect(typeof slot.result.winUnits).toBe('number');
  });

  it('places mines in draw order without repeats', async () => {
    const mines = await verifySeedRound(seeds, { game: 'mines', mines: 5 });
    const positions = mines.result.minePositions as number[];
    expect(new Set(positions).size).toBe(5);
    expect(positions.every((p) => p >= 0 && p < 25)).toBe(true);
  });

  it('checks a crash round against its salt, the previous round and the terminal hash', async () => {
    const chain = await buildHashChain('b'.repeat(64), 5);
    const salt = 'public-salt';
    const game3 = chain.gameHashes[2]!;
    const game2 = chain.gameHashes[1]!;
    const verified = await verifyCrashRound(game3, salt, game2);
    const cents = await crashPointCents(game3, salt);
    expect(verified.crashPoint).toBe(`${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`);
    expect(verified.followsPrevious).toBe(true);
    expect((await verifyCrashRound(game3, salt, chain.gameHashes[0]!)).followsPrevious).toBe(false);
    const signal = new AbortController().signal;
    expect(await verifyChainToTerminal(game3, 3, chain.terminatingHash, () => {}, signal)).toBe(true);
    expect(await verifyChainToTerminal(game3, 2, chain.terminatingHash, () => {}, signal)).toBe(false);
  });
});

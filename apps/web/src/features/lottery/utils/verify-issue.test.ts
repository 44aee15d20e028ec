import { buildHashChain } from '@goldline/games/crash-chain';
import { commitmentOf, drawFromSeed } from '@goldline/games/lottery/index';
import { describe, expect, it } from 'vitest';
import { sameJson, verifyIssue } from './verify-issue';

describe('sameJson', () => {
  it('compares JSON whatever the key order, and catches any difference', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });
});

describe('verifyIssue (the /fairness lottery check)', () => {
  it('confirms a self-drawn issue from its chain, and fails each check that is tampered with', async () => {
    // A day chain of 5 issues; issue n's seed is hashed n times to the terminal hash.
    const { terminatingHash, gameHashes } = await buildHashChain('c'.repeat(64), 5);
    const index = 3;
    const seed = gameHashes[index - 1]!;
    const issue = '20261126-0003';
    const draw = await drawFromSeed('ssc', seed, issue);
    const detail = {
      family: 'ssc' as const,
      issue,
      seed,
      commitment: await commitmentOf(seed),
      draw: JSON.parse(JSON.stringify(draw)),
      chain: { day: '20261126', index, length: 5, terminalHash: terminatingHash },
    };
    const ok = await verifyIssue(detail);
    expect(ok).toMatchObject({ commitment: true, chain: true, draw: true });
    expect(ok?.recomputed).toEqual(draw);

    // Upper-case seed and commitment are read the same.
    const upper = await verifyIssue({
      ...detail,
      seed: seed.toUpperCase(),
      commitment: detail.commitment.toUpperCase(),
    });
    expect(upper).toMatchObject({ commitment: true, chain: true, draw: true });

    const otherDraw = await drawFromSeed('ssc', seed, '20261126-0004');
    expect((await verifyIssue({ ...detail, draw: otherDraw }))?.draw).toBe(false);
    expect((await verifyIssue({ ...detail, commitment: 'f'.repeat(64) }))?.commitment).toBe(false);
    expect((await verifyIssue({ ...detail, chain: { ...detail.chain, index: 2 } }))?.chain).toBe(false);
    expect((await verifyIssue({ ...detail, chain: null }))?.chain).toBeNull();
  });

  it('gives no verdict without a revealed seed', async () => {
    const base = {
      family: 'ssc' as const,
      issue: '20261126-0001',
      commitment: 'a'.repeat(64),
      draw: null,
      chain: null,
    };
    expect(await verifyIssue({ ...base, seed: null })).toBeNull();
    expect(await verifyIssue({ ...base, seed: 'not-hex' })).toBeNull();
  });
});

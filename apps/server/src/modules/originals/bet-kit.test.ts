import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { checkBet, parseRoundRef, publicResult, replayOf } from './bet-kit.ts';
import type { Round } from './originals.repository.ts';

const limits = { minBet: 10n, maxBet: 100_000n, betStep: 1n, maxPayout: 10_000_000n };
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
};

describe('bet limits', () => {
  it('holds the amount within [min, max], in whole steps, and the best payout within the cap', () => {
    expect(codeOf(() => checkBet(10n, limits, null))).toBeNull();
    expect(codeOf(() => checkBet(9n, limits, null))).toBe('BET_OUT_OF_RANGE');
    expect(codeOf(() => checkBet(100_001n, limits, null))).toBe('BET_OUT_OF_RANGE');
    expect(codeOf(() => checkBet(30n, { ...limits, betStep: 20n }, null))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => checkBet(40n, { ...limits, betStep: 20n }, null))).toBeNull();
    // 1,010.10 at 9,900x = 9,999,990 minor: just within; one minor unit more is not.
    expect(codeOf(() => checkBet(1_010n, limits, 99_000_000n))).toBeNull();
    expect(codeOf(() => checkBet(1_011n, limits, 99_000_000n))).toBe('BET_OUT_OF_RANGE');
  });
});

describe('round references', () => {
  it('reads "<game>-<id>" and nothing else', () => {
    expect(parseRoundRef('dice-42')).toEqual({ game: 'dice', id: '42' });
    for (const bad of ['dice42', 'dice-', '-1', 'dice-1-2', 'dice-1x', 'Dice-1', 'dice-1234567890123456789'])
      expect(codeOf(() => parseRoundRef(bad))).toBe('NOT_FOUND');
  });
});

describe('replays', () => {
  const row: Round = {
    id: '1',
    memberId: '7',
    game: 'dice',
    idempotencyKey: 'k1',
    seedId: '3',
    nonce: 0,
    money: 'cash',
    currency: 'CNY',
    amount: 100n,
    payout: 0n,
    multiplierBps: 0n,
    jackpotWin: null,
    status: 'settled',
    params: { target: 50, direction: 'under' },
    result: { roll: 73.1 },
    steps: [],
    balanceAfter: 900n,
    createdAt: new Date(0),
    endedAt: new Date(0),
    serverSeedHash: 'h',
    clientSeed: 'c',
  };
  it('answers the same request, whatever the key order, and refuses another one under the same id', () => {
    expect(replayOf(undefined, { game: 'dice', amount: 100n, params: {} })).toBeNull();
    expect(
      replayOf(row, { game: 'dice', amount: 100n, params: { direction: 'under', target: 50 } })?.round,
    ).toBe(row);
    for (const other of [
      { game: 'limbo', amount: 100n, params: row.params },
      { game: 'dice', amount: 101n, params: row.params },
      { game: 'dice', amount: 100n, params: { target: 51, direction: 'under' } },
    ])
      expect(codeOf(() => replayOf(row, other))).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('shows a mines board only once its round is over, and never the stored cap', () => {
    const mines = { minePositions: [1, 2], revealed: [3], maxPayout: '10000000' };
    expect(publicResult('playing', mines)).toEqual({ revealed: [3] });
    expect(publicResult('busted', mines)).toEqual({ minePositions: [1, 2], revealed: [3] });
    expect(publicResult('settled', { roll: 49.5 })).toEqual({ roll: 49.5 });
  });
});

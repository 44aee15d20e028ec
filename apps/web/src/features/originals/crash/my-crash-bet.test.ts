import type { CrashState } from '@goldline/contract/originals';
import { describe, expect, it } from 'vitest';
import { cashOutAnswered, followPhase, newBet, parseBet, serialiseBet } from './my-crash-bet';

const state = (over: Partial<CrashState>): CrashState => ({
  roundId: 'crash-7',
  phase: 'BETTING',
  startsAt: null,
  startedAt: null,
  gameHash: null,
  crashPoint: null,
  terminalHash: 'x',
  serverTime: '2026-01-01T00:00:00.000Z',
  players: [],
  ...over,
});

describe('my crash bet', () => {
  it('follows its round from waiting to running', () => {
    const bet = newBet('crash-7', 1000n, null);
    expect(followPhase(bet, state({})).status).toBe('waiting');
    expect(followPhase(bet, state({ phase: 'RUNNING' })).status).toBe('running');
  });

  it('an auto cash-out at or under the crash point pays exactly the target', () => {
    const bet = newBet('crash-7', 1000n, 200n);
    const at = followPhase(bet, state({ phase: 'CRASHED', crashPoint: '2.00' }));
    expect(at).toMatchObject({ status: 'cashed', cashoutCents: 200n, payoutMinor: 2000n });
    const under = followPhase(bet, state({ phase: 'CRASHED', crashPoint: '1.99' }));
    expect(under.status).toBe('lost');
  });

  it('without a cash-out the crash loses the bet', () => {
    const bet = newBet('crash-7', 1000n, null);
    expect(followPhase(bet, state({ phase: 'CRASHED', crashPoint: '50.00' })).status).toBe('lost');
  });

  it('a cash-out in flight is settled by its answer, not by the crash broadcast', () => {
    const running = { ...newBet('crash-7', 1000n, null), status: 'running' as const, cashingOut: true };
    const crashed = followPhase(running, state({ phase: 'CRASHED', crashPoint: '1.50' }));
    expect(crashed.status).toBe('running');
    const crashedState = state({ phase: 'CRASHED', crashPoint: '1.50' });
    const paid = cashOutAnswered(
      crashed,
      { ok: true, multiplierCents: 145n, payoutMinor: 1450n },
      crashedState,
    );
    expect(paid).toMatchObject({ status: 'cashed', cashoutCents: 145n, payoutMinor: 1450n });
    expect(cashOutAnswered(crashed, { ok: false }, crashedState).status).toBe('lost');
  });

  it('a refused cash-out leaves the bet to its phase: running, or paid by its auto cash-out', () => {
    const running = { ...newBet('crash-7', 1000n, 120n), status: 'running' as const, cashingOut: true };
    expect(cashOutAnswered(running, { ok: false }, state({ phase: 'RUNNING' }))).toMatchObject({
      status: 'running',
      cashingOut: false,
    });
    const crashedState = state({ phase: 'CRASHED', crashPoint: '3.00' });
    expect(cashOutAnswered(running, { ok: false }, crashedState)).toMatchObject({
      status: 'cashed',
      payoutMinor: 1200n,
    });
  });

  it('survives a round trip through session storage', () => {
    const bet = { ...newBet('crash-7', 123456789n, 250n), status: 'running' as const };
    expect(parseBet(serialiseBet(bet))).toEqual(bet);
    expect(parseBet('not json')).toBeNull();
  });

  it('a later round means the end was missed; other rounds are ignored', () => {
    const bet = newBet('crash-7', 1000n, null);
    expect(followPhase(bet, state({ roundId: 'crash-8' })).status).toBe('unknown');
    expect(followPhase(bet, state({ roundId: 'crash-6', phase: 'CRASHED' })).status).toBe('waiting');
  });
});

import { describe, expect, it } from 'vitest';
import {
  AUTO_BET_MAX_ROUNDS,
  type AutoBetConfig,
  autoBetProblem,
  haltAutoBet,
  nextStake,
  recordRound,
  startAutoBet,
} from './auto-bet-controller';

const config = (over: Partial<AutoBetConfig> = {}): AutoBetConfig => ({
  rounds: 10,
  baseMinor: 100n,
  stopOnProfitMinor: null,
  stopOnLossMinor: null,
  ...over,
});

const win = { stakeMinor: 100n, payoutMinor: 200n };
const loss = { stakeMinor: 100n, payoutMinor: 0n };

function play(c: AutoBetConfig, rounds: { stakeMinor: bigint; payoutMinor: bigint }[]) {
  let state = startAutoBet(c);
  for (const round of rounds) state = recordRound(c, state, round);
  return state;
}

describe('auto-bet controller', () => {
  it('stops after the number of rounds', () => {
    const c = config({ rounds: 3 });
    const state = play(c, [win, loss]);
    expect(state.stop).toBeNull();
    expect(nextStake(c, state)).toBe(100n);
    const done = recordRound(c, state, loss);
    expect(done).toMatchObject({ played: 3, wins: 1, netMinor: -100n, stop: 'rounds' });
    expect(nextStake(c, done)).toBeNull();
  });

  it('always stakes the base amount, after a win and after a loss (reset)', () => {
    const c = config();
    expect(nextStake(c, play(c, [win]))).toBe(100n);
    expect(nextStake(c, play(c, [loss, loss]))).toBe(100n);
  });

  it('stops when the net profit reaches the win limit, not before', () => {
    const c = config({ stopOnProfitMinor: 200n });
    expect(play(c, [win]).stop).toBeNull();
    expect(play(c, [win, win])).toMatchObject({ netMinor: 200n, stop: 'profit' });
  });

  it('stops when the net loss reaches the loss limit, not before', () => {
    const c = config({ stopOnLossMinor: 250n });
    expect(play(c, [loss, loss]).stop).toBeNull();
    expect(play(c, [loss, loss, win, loss, loss]).stop).toBe('loss');
    expect(play(c, [loss, loss, loss])).toMatchObject({ netMinor: -300n, stop: 'loss' });
  });

  it('a limit beats the round count when both hit on the same round', () => {
    const c = config({ rounds: 1, stopOnLossMinor: 100n });
    expect(play(c, [loss]).stop).toBe('loss');
  });

  it('a push (payout equal to stake) is not a win', () => {
    const c = config();
    expect(play(c, [{ stakeMinor: 100n, payoutMinor: 100n }])).toMatchObject({ wins: 0, netMinor: 0n });
  });

  it('the stop button and errors end the batch and later results are ignored', () => {
    const c = config();
    const stopped = haltAutoBet(play(c, [win]), 'user');
    expect(stopped.stop).toBe('user');
    expect(nextStake(c, stopped)).toBeNull();
    expect(recordRound(c, stopped, win)).toBe(stopped);
    expect(haltAutoBet(stopped, 'error').stop).toBe('user');
  });

  it('refuses batches outside 1 to 100 rounds and non-positive amounts', () => {
    expect(autoBetProblem(config({ rounds: 0 }))).toBe('rounds');
    expect(autoBetProblem(config({ rounds: AUTO_BET_MAX_ROUNDS + 1 }))).toBe('rounds');
    expect(autoBetProblem(config({ rounds: 2.5 }))).toBe('rounds');
    expect(autoBetProblem(config({ rounds: AUTO_BET_MAX_ROUNDS }))).toBeNull();
    expect(autoBetProblem(config({ baseMinor: 0n }))).toBe('base');
    expect(autoBetProblem(config({ stopOnLossMinor: 0n }))).toBe('limit');
    expect(() => startAutoBet(config({ rounds: 101 }))).toThrow();
  });
});

/**
 * The auto-bet rules, pure so they can be unit tested and shared by the single-step games (dice,
 * limbo) and crash (one bet per round). Every round stakes the same base amount: on a win or a loss
 * the stake "resets" to the base, the only strategy we offer (no martingale: it only speeds up
 * losses). A batch stops after its rounds, when the net profit reaches the win limit, when the net
 * loss reaches the loss limit, when a bet fails, or when the player presses stop.
 */
export const AUTO_BET_MAX_ROUNDS = 100;

export interface AutoBetConfig {
  /** 1 to AUTO_BET_MAX_ROUNDS. */
  readonly rounds: number;
  readonly baseMinor: bigint;
  /** Stop once net profit >= this (minor units); null: no limit. */
  readonly stopOnProfitMinor: bigint | null;
  /** Stop once net loss >= this (minor units); null: no limit. */
  readonly stopOnLossMinor: bigint | null;
}

export type AutoBetStop = 'rounds' | 'profit' | 'loss' | 'user' | 'error';

export interface AutoBetState {
  readonly played: number;
  readonly wins: number;
  /** Payouts minus stakes so far, minor units. */
  readonly netMinor: bigint;
  readonly stop: AutoBetStop | null;
}

export type AutoBetProblem = 'rounds' | 'base' | 'limit';

export function autoBetProblem(config: AutoBetConfig): AutoBetProblem | null {
  if (!Number.isInteger(config.rounds) || config.rounds < 1 || config.rounds > AUTO_BET_MAX_ROUNDS)
    return 'rounds';
  if (config.baseMinor <= 0n) return 'base';
  if ((config.stopOnProfitMinor ?? 1n) <= 0n || (config.stopOnLossMinor ?? 1n) <= 0n) return 'limit';
  return null;
}

export function startAutoBet(config: AutoBetConfig): AutoBetState {
  const problem = autoBetProblem(config);
  if (problem) throw new Error(`invalid auto-bet config: ${problem}`);
  return { played: 0, wins: 0, netMinor: 0n, stop: null };
}

/** The stake of the next round, or null when the batch is over. */
export function nextStake(config: AutoBetConfig, state: AutoBetState): bigint | null {
  return state.stop ? null : config.baseMinor;
}

/** Counts one settled round and decides whether the batch goes on. */
export function recordRound(
  config: AutoBetConfig,
  state: AutoBetState,
  round: { readonly stakeMinor: bigint; readonly payoutMinor: bigint },
): AutoBetState {
  if (state.stop) return state;
  const played = state.played + 1;
  const netMinor = state.netMinor + round.payoutMinor - round.stakeMinor;
  const wins = state.wins + (round.payoutMinor > round.stakeMinor ? 1 : 0);
  let stop: AutoBetStop | null = null;
  if (config.stopOnProfitMinor !== null && netMinor >= config.stopOnProfitMinor) stop = 'profit';
  else if (config.stopOnLossMinor !== null && -netMinor >= config.stopOnLossMinor) stop = 'loss';
  else if (played >= config.rounds) stop = 'rounds';
  return { played, wins, netMinor, stop };
}

/** The player's stop button, or a failed bet: takes effect before the next round. */
export function haltAutoBet(state: AutoBetState, reason: 'user' | 'error'): AutoBetState {
  return state.stop ? state : { ...state, stop: reason };
}

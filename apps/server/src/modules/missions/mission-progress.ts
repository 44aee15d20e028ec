import type { MissionKind } from '@goldline/contract/missions';

/** One settled round of a member, in settlement order. */
export interface RoundResult {
  stake: bigint;
  won: boolean;
}

/**
 * A member's progress on a mission from their settled rounds of the period, in order: the amount
 * bet (minor units), the rounds played, or the longest run of won rounds.
 */
export function missionProgress(kind: MissionKind, rounds: readonly RoundResult[]): bigint {
  if (kind === 'BET_AMOUNT') return rounds.reduce((sum, r) => sum + r.stake, 0n);
  if (kind === 'PLAY_COUNT') return BigInt(rounds.length);
  let best = 0;
  let run = 0;
  for (const r of rounds) {
    run = r.won ? run + 1 : 0;
    if (run > best) best = run;
  }
  return BigInt(best);
}

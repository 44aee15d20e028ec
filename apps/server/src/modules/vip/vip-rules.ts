import { VIP_KEEP_DAYS } from '@goldline/contract/vip';
import type { VipFacts, VipLevelRecord } from './vip.types.ts';

const KEEP_MS = VIP_KEEP_DAYS * 86_400_000;

/**
 * A member's level (decision 099): the highest level whose cumulative valid bet and deposit
 * thresholds are met and which is still kept: a level first reached less than VIP_KEEP_DAYS ago is
 * kept; after that only while the last VIP_KEEP_DAYS days' valid bet reaches its keep figure.
 * Cumulative figures never fall, so the keep rule is the only way down, and it is a pure function
 * of the facts: running it twice gives the same level (no upgrade/downgrade ping-pong).
 */
export function levelOf(
  levels: readonly VipLevelRecord[],
  facts: VipFacts,
  reachedAt: ReadonlyMap<number, Date>,
  now: Date,
): number {
  let best = 0;
  for (const l of levels) {
    if (facts.validBet < l.validBet || facts.deposit < l.deposit) continue;
    const reached = reachedAt.get(l.level);
    const inGrace = !reached || now.getTime() - reached.getTime() < KEEP_MS;
    if (inGrace || facts.recentValidBet >= l.keepValidBet) best = Math.max(best, l.level);
  }
  return best;
}

/** The ladder must rise: each level's thresholds at least the previous level's. */
export function ladderRises(levels: readonly VipLevelRecord[]): boolean {
  return levels.every(
    (l, i) => i === 0 || (l.validBet >= levels[i - 1]!.validBet && l.deposit >= levels[i - 1]!.deposit),
  );
}

/** The month a monthly bonus is paid for, 'YYYY-MM' in UTC. */
export const monthOf = (d: Date) => d.toISOString().slice(0, 7);

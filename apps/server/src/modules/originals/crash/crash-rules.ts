import {
  CRASH_MAX_CASHOUT_CENTS,
  CRASH_MIN_TARGET_CENTS,
  type CrashSettlement,
  settleCrash,
} from '@goldline/games/crash';
import { timeForCents } from '@goldline/games/crash-curve';

/**
 * The crash rules on top of packages/games (docs/decisions/053-crash-loop.md), pure so that the
 * HTTP cash-out, the WebSocket cash-out and the leader's auto cash-outs settle through one function.
 */

export interface BetTerms {
  amount: bigint;
  /** The player's auto cash-out target (hundredths), if any. */
  autoCents: bigint | null;
}

export interface RoundTerms {
  crashCents: bigint;
  /** Forced cash-out multiplier from the payout cap, fixed at launch; null when the cap cannot bind. */
  capCents: bigint | null;
}

/**
 * Payout cap rule: at launch, with S the round's total stake, every bet still riding is cashed out
 * at K = floor(cap·100 / S) hundredths. S·K/100 ≤ cap is what the round would pay if every bet rode
 * to K, so the total paid never exceeds the cap whatever the players do (auto cash-outs below K only
 * lower it). K never goes below 1.01x, the smallest winning multiplier; bets are refused when the
 * round's stakes would already need less (betFitsUnderCap). Null when K is above the 1,000,000x max.
 */
export function capCentsFor(totalStake: bigint, capMinor: bigint): bigint | null {
  if (totalStake <= 0n) return null;
  const cents = (capMinor * 100n) / totalStake;
  if (cents >= CRASH_MAX_CASHOUT_CENTS) return null;
  return cents < CRASH_MIN_TARGET_CENTS ? CRASH_MIN_TARGET_CENTS : cents;
}

/** A new stake keeps the round payable at 1.01x within the cap. */
export function betFitsUnderCap(stakesSoFar: bigint, amount: bigint, capMinor: bigint): boolean {
  return (stakesSoFar + amount) * CRASH_MIN_TARGET_CENTS <= capMinor * 100n;
}

/** The lowest of the player's target, the round's cap and the max: the bet's implicit auto cash-out. */
export function effectiveAutoCents(bet: BetTerms, round: RoundTerms): bigint {
  let auto = bet.autoCents ?? CRASH_MAX_CASHOUT_CENTS;
  if (round.capCents !== null && round.capCents < auto) auto = round.capCents;
  return auto;
}

/**
 * Settles one bet: `manualMs` is the server-clock time since launch of a manual cash-out, omitted
 * when the leader settles autos and losses. Whichever of auto and manual comes first wins; a manual
 * cash-out counts only before the crash (packages/games settleCrash).
 */
export function settleBet(bet: BetTerms, round: RoundTerms, manualMs?: number): CrashSettlement {
  return settleCrash(
    {
      betMinor: bet.amount,
      autoCashoutCents: effectiveAutoCents(bet, round),
      ...(manualMs === undefined ? {} : { manualCashoutMs: manualMs }),
    },
    round.crashCents,
  );
}

/** The API's round id: the betting record and the recall page show it ("crash-42"). */
export const crashRoundRef = (id: string): string => `crash-${id}`;
export function parseCrashRoundRef(ref: string): string | null {
  const match = /^crash-(\d{1,18})$/.exec(ref);
  return match ? match[1]! : null;
}

/** Milliseconds after launch at which the round crashes. */
export const crashTimeMs = (crashCents: bigint): number => timeForCents(crashCents);

/**
 * The leader's schedule while a round runs: each distinct effective auto target that will pay
 * (at most the crash point), in time order. At each, every open bet whose target is reached is paid.
 */
export function autoCashoutSchedule(
  bets: readonly BetTerms[],
  round: RoundTerms,
): { cents: bigint; atMs: number }[] {
  const targets = new Set<bigint>();
  for (const bet of bets) {
    const auto = effectiveAutoCents(bet, round);
    if (auto <= round.crashCents) targets.add(auto);
  }
  return [...targets].sort((a, b) => (a < b ? -1 : 1)).map((cents) => ({ cents, atMs: timeForCents(cents) }));
}

/** "2.00" -> hundredths, 1.01x to 1,000,000x; null when out of range. */
export function parseMultiplier(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return cents < CRASH_MIN_TARGET_CENTS || cents > CRASH_MAX_CASHOUT_CENTS ? null : cents;
}

/** Others see "pl***01", never a whole username. */
export function maskPlayerName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

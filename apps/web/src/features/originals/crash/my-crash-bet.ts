import type { CrashState } from '@goldline/contract/originals';
import { payoutCents } from '@goldline/games/money';
import { multiplierCents } from './multiplier-cents';

/**
 * The player's own bet in a crash round, followed through the broadcast phases (pure, tested). The
 * players list masks names, so the page tracks its bet from its own answers: joined, cashed out
 * (the cash-out answer), or settled at the crash (an auto cash-out at or under the crash point pays
 * exactly that target, packages/games crash settleCrash; otherwise the bet is lost).
 */
export interface MyCrashBet {
  readonly roundId: string;
  readonly amountMinor: bigint;
  readonly autoCents: bigint | null;
  readonly status: 'waiting' | 'running' | 'cashed' | 'lost' | 'unknown';
  /** A manual cash-out was sent and not answered yet: the crash must not settle it as lost. */
  readonly cashingOut: boolean;
  readonly cashoutCents: bigint | null;
  readonly payoutMinor: bigint;
}

export const roundNumber = (roundId: string) => Number(/(\d+)$/.exec(roundId)?.[1] ?? Number.NaN);

export function newBet(roundId: string, amountMinor: bigint, autoCents: bigint | null): MyCrashBet {
  return {
    roundId,
    amountMinor,
    autoCents,
    status: 'waiting',
    cashingOut: false,
    cashoutCents: null,
    payoutMinor: 0n,
  };
}

export const isOver = (bet: MyCrashBet) =>
  bet.status === 'cashed' || bet.status === 'lost' || bet.status === 'unknown';

/** The bet after a phase broadcast. */
export function followPhase(bet: MyCrashBet, state: CrashState): MyCrashBet {
  if (isOver(bet)) return bet;
  if (state.roundId !== bet.roundId) {
    // A later round is on: we missed our round's end (socket down). The record has the truth.
    return roundNumber(state.roundId) > roundNumber(bet.roundId) ? { ...bet, status: 'unknown' } : bet;
  }
  if (state.phase === 'BETTING') return { ...bet, status: 'waiting' };
  if (state.phase === 'RUNNING') return { ...bet, status: 'running' };
  if (bet.cashingOut) return bet;
  const crash = state.crashPoint === null ? null : multiplierCents(state.crashPoint);
  if (crash !== null && bet.autoCents !== null && bet.autoCents <= crash)
    return {
      ...bet,
      status: 'cashed',
      cashoutCents: bet.autoCents,
      payoutMinor: payoutCents(bet.amountMinor, bet.autoCents),
    };
  return { ...bet, status: 'lost' };
}

/**
 * The server's answer to a manual cash-out (over the socket or HTTP). A refusal settles nothing by
 * itself: an auto cash-out may have paid first, so the phase (`state`) decides, as for any bet.
 */
export function cashOutAnswered(
  bet: MyCrashBet,
  answer: { ok: true; multiplierCents: bigint; payoutMinor: bigint } | { ok: false },
  state: CrashState | null,
): MyCrashBet {
  if (isOver(bet)) return bet;
  if (answer.ok)
    return {
      ...bet,
      status: 'cashed',
      cashingOut: false,
      cashoutCents: answer.multiplierCents,
      payoutMinor: answer.payoutMinor,
    };
  const open = { ...bet, cashingOut: false };
  return state ? followPhase(open, state) : open;
}

/** Session storage form (bigints as text), so a reload in the middle of a round keeps the bet. */
export function serialiseBet(bet: MyCrashBet): string {
  return JSON.stringify(bet, (_, value) => (typeof value === 'bigint' ? `${value}n` : value));
}

export function parseBet(text: string | null): MyCrashBet | null {
  if (!text) return null;
  try {
    return JSON.parse(text, (_, value) =>
      typeof value === 'string' && /^-?\d+n$/.test(value) ? BigInt(value.slice(0, -1)) : value,
    ) as MyCrashBet;
  } catch {
    return null;
  }
}

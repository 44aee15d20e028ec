/**
 * Turnover rule (issue "Wallet"): before withdrawing, a member must have bet `multiple` x the
 * deposits approved since their last withdrawal. Money from deposits not yet turned over is locked;
 * everything else available (wins, transfers in, older money) can be withdrawn.
 *
 * The multiple is in basis points (10_000 = 1x) so all arithmetic stays in integers.
 */
export interface TurnoverInput {
  available: bigint;
  depositsSince: bigint;
  betsSince: bigint;
  multipleBp: bigint;
}

export interface TurnoverState {
  required: bigint;
  done: bigint;
  locked: bigint;
  withdrawable: bigint;
}

export function turnoverState(i: TurnoverInput): TurnoverState {
  const required = (i.depositsSince * i.multipleBp) / 10_000n;
  const done = i.betsSince;
  const missing = required > done ? required - done : 0n;
  // The deposit share still to be turned over: missing / multiple, rounded up so it never under-locks.
  const lockedDeposit = i.multipleBp > 0n ? (missing * 10_000n + i.multipleBp - 1n) / i.multipleBp : 0n;
  const available = i.available > 0n ? i.available : 0n;
  const locked = lockedDeposit < available ? lockedDeposit : available;
  return { required, done, locked, withdrawable: available - locked };
}

/** 1.25 -> 12500n (settings carry the multiple with at most 2 decimals). */
export const multipleToBp = (multiple: number): bigint => BigInt(Math.round(multiple * 10_000));

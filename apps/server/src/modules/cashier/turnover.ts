/**
 * Turnover rule (issue "Wallet", issue 12): before withdrawing, a member must have bet `multiple` x
 * each deposit approved since their last withdrawal, and a bet counts for a deposit only when it
 * was placed after that deposit was credited (a bet made before the money arrived can't have
 * turned it over). Money from deposits not yet turned over is locked; everything else available
 * (wins, transfers in, older money) can be withdrawn.
 *
 * The multiple is in basis points (10_000 = 1x) so all arithmetic stays in integers.
 */
export interface CreditedDeposit {
  amount: bigint;
  /** Turnover of the bets placed after this deposit was credited (to now). */
  betsSinceCredit: bigint;
}

export interface TurnoverInput {
  available: bigint;
  /** Deposits approved since the last withdrawal, oldest credit first. */
  deposits: CreditedDeposit[];
  multipleBp: bigint;
}

export interface TurnoverState {
  required: bigint;
  done: bigint;
  locked: bigint;
  withdrawable: bigint;
}

/**
 * The bets between one credit and the next pay off what is still owed on every deposit credited so
 * far (the owed amounts pool, so the order among them does not matter); bets before the first
 * credit pay off nothing.
 */
export function turnoverState(i: TurnoverInput): TurnoverState {
  let required = 0n;
  let missing = 0n;
  i.deposits.forEach((deposit, index) => {
    const owed = (deposit.amount * i.multipleBp) / 10_000n;
    required += owed;
    missing += owed;
    const next = i.deposits[index + 1];
    const betsUntilNext = deposit.betsSinceCredit - (next ? next.betsSinceCredit : 0n);
    const counted = betsUntilNext > 0n ? betsUntilNext : 0n;
    missing = missing > counted ? missing - counted : 0n;
  });
  // The deposit share still to be turned over: missing / multiple, rounded up so it never under-locks.
  const lockedDeposit = i.multipleBp > 0n ? (missing * 10_000n + i.multipleBp - 1n) / i.multipleBp : 0n;
  const available = i.available > 0n ? i.available : 0n;
  const locked = lockedDeposit < available ? lockedDeposit : available;
  return { required, done: required - missing, locked, withdrawable: available - locked };
}

/** 1.25 -> 12500n (settings carry the multiple with at most 2 decimals). */
export const multipleToBp = (multiple: number): bigint => BigInt(Math.round(multiple * 10_000));

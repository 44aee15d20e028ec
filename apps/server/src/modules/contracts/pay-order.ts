/** A pending statement as the payment order sees it: who pays whom (null: the house pays). */
export interface Payable {
  id: string;
  memberId: string;
  uplineId: string | null;
}

/**
 * Pending statements in payment levels (decision 095): a statement is in a level after every
 * pending statement that pays its payer, so the money an agent is owed reaches it before it pays
 * its own downline, in one pass, whatever order the contracts were signed in. Level 0 is paid by
 * the house or by payers owed nothing. Within a level, by payer and then in the order given (oldest
 * first), so one payer's account locks come together and its oldest obligations go first.
 */
export function payLevels<T extends Payable>(pending: readonly T[]): T[][] {
  const paying = new Map<string, T[]>();
  for (const s of pending) {
    const list = paying.get(s.memberId);
    if (list) list.push(s);
    else paying.set(s.memberId, [s]);
  }
  // The level at which a member has received everything it is owed (-1: owed nothing).
  const received = new Map<string, number>();
  const levelOf = (s: T): number => (s.uplineId === null ? 0 : receivedBy(s.uplineId) + 1);
  function receivedBy(memberId: string): number {
    const known = received.get(memberId);
    if (known !== undefined) return known;
    // Uplines are parents in the tree, so there is no cycle; the mark would stop one if a member
    // moved under its own former downline between two periods.
    received.set(memberId, -1);
    const level = (paying.get(memberId) ?? []).reduce((max, s) => Math.max(max, levelOf(s)), -1);
    received.set(memberId, level);
    return level;
  }

  const levels: T[][] = [];
  for (const s of pending) {
    const level = levelOf(s);
    for (let i = levels.length; i <= level; i++) levels.push([]);
    levels[level]!.push(s);
  }
  const payer = (s: T) => s.uplineId ?? '';
  const byPayer = (a: { s: T; i: number }, b: { s: T; i: number }) =>
    payer(a.s) < payer(b.s) ? -1 : payer(a.s) > payer(b.s) ? 1 : a.i - b.i;
  return levels.map((l) =>
    l
      .map((s, i) => ({ s, i }))
      .sort(byPayer)
      .map(({ s }) => s),
  );
}

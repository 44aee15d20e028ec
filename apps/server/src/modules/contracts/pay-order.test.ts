import { describe, expect, it } from 'vitest';
import { payLevels } from './pay-order.ts';

const s = (id: string, memberId: string, uplineId: string | null) => ({ id, memberId, uplineId });
const ids = (levels: { id: string }[][]) => levels.map((l) => l.map((x) => x.id));

describe('payLevels', () => {
  it('pays down the tree level by level, whatever order the statements come in', () => {
    // house -> A -> B -> C, and A -> D; listed deepest first.
    const pending = [s('c', 'C', 'B'), s('d', 'D', 'A'), s('b', 'B', 'A'), s('a', 'A', null)];
    expect(ids(payLevels(pending))).toEqual([['a'], ['d', 'b'], ['c']]);
  });

  it('a payer owed nothing pays at once; its downline waits only for what it is owed', () => {
    // B's own statement is already paid (not pending): B pays C in the first level.
    expect(ids(payLevels([s('c', 'C', 'B'), s('a', 'A', null)]))).toEqual([['a', 'c']]);
  });

  it('a payer owed several statements pays after the last of them', () => {
    // A is owed by the house (level 0) and, for another period, by X, who is owed by the house.
    const pending = [s('a2', 'A', 'X'), s('x', 'X', null), s('a1', 'A', null), s('b', 'B', 'A')];
    expect(ids(payLevels(pending))).toEqual([['x', 'a1'], ['a2'], ['b']]);
  });

  it('within a level one payer statements come together, oldest first as given', () => {
    const pending = [s('1', 'M', 'P'), s('2', 'N', 'Q'), s('3', 'O', 'P'), s('4', 'M', 'Q')];
    expect(ids(payLevels(pending))).toEqual([['1', '3', '2', '4']]);
  });

  it('stops at a cycle (a member moved under its former downline) instead of recursing forever', () => {
    const levels = payLevels([s('ab', 'B', 'A'), s('ba', 'A', 'B')]);
    expect(
      levels
        .flat()
        .map((x) => x.id)
        .sort(),
    ).toEqual(['ab', 'ba']);
  });
});

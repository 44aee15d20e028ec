import { describe, expect, it } from 'vitest';
import { winningCells } from './winning-cells';

const window = [
  ['SEVEN', 'A', 'SCATTER'],
  ['K', 'SEVEN', 'Q'],
  ['J', 'SCATTER', 'WILD'],
  ['TEN', 'BAR', 'BELL'],
  ['SCATTER', 'A', 'K'],
];

describe('slot winning cells', () => {
  it("lights a paying line's first `count` reels along its rows", () => {
    // Line 4 (index 3) is rows 0,1,2,1,0: SEVEN, SEVEN, WILD pays three sevens.
    const cells = winningCells({
      window,
      lineWins: [{ line: 3, symbol: 'SEVEN', count: 3, pay: '1.00' }],
      scatterPay: '0.00',
    });
    expect([...cells].sort()).toEqual(['0:0', '1:1', '2:2']);
  });

  it('lights the scatters only when they pay', () => {
    expect(winningCells({ window, lineWins: [], scatterPay: '0.00' }).size).toBe(0);
    expect([...winningCells({ window, lineWins: [], scatterPay: '10.00' })].sort()).toEqual([
      '0:2',
      '2:1',
      '4:0',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ballAt, ballWaypoints, bucketX, pegs } from './plinko-geometry';

describe('plinko board', () => {
  it('has r + 3 pegs in row r', () => {
    expect(pegs(8)).toHaveLength(3 + 4 + 5 + 6 + 7 + 8 + 9 + 10);
    expect(pegs(16)).toHaveLength((3 + 18) * 8);
  });

  it('lands the ball over the bucket the server names (count of rights)', () => {
    const path = [1, 0, 1, 1, 0, 1, 1, 1];
    const rights = path.reduce((a, b) => a + b, 0);
    const last = ballWaypoints(path).at(-1)!;
    expect(last.x).toBe(bucketX(8, rights));
    expect(ballAt(ballWaypoints(path), 1).x).toBe(bucketX(8, rights));
  });

  it('every touch lands on a peg of that row', () => {
    const path = [0, 0, 1, 0, 1, 1, 0, 1, 1, 0];
    const board = pegs(path.length);
    ballWaypoints(path)
      .slice(1, -1)
      .forEach((point) => {
        expect(board.some((peg) => peg.x === point.x && Math.abs(peg.y - point.y) < 0.5)).toBe(true);
      });
  });
});

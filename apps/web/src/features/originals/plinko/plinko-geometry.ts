/**
 * Board geometry in peg spacings (the SVG scales it): row r (0-based) has r + 3 pegs, centred; the
 * ball starts above the middle peg, moves half a spacing left (0) or right (1) at every row, and
 * after n rows sits over bucket k = number of rights, the same count the server settles.
 */
export const PEG_GAP = 1;
export const TOP = 0.6;

export function pegs(rows: number): { x: number; y: number }[] {
  const list: { x: number; y: number }[] = [];
  for (let r = 0; r < rows; r += 1)
    for (let k = 0; k < r + 3; k += 1) list.push({ x: k - (r + 2) / 2, y: TOP + r });
  return list;
}

/** Centre of bucket k (0 to rows). */
export const bucketX = (rows: number, k: number) => k - rows / 2;

/** Where the ball touches each peg on its way, then where it rests in its bucket. */
export function ballWaypoints(path: readonly number[]): { x: number; y: number }[] {
  const points = [{ x: 0, y: TOP - 1 }];
  let x = 0;
  path.forEach((direction, r) => {
    points.push({ x, y: TOP + r - 0.32 });
    x += direction === 1 ? 0.5 : -0.5;
  });
  points.push({ x, y: TOP + path.length + 0.15 });
  return points;
}

/** Position at progress t in [0, 1]: straight across between pegs with a small hop over each. */
export function ballAt(points: readonly { x: number; y: number }[], t: number): { x: number; y: number } {
  const segments = points.length - 1;
  const scaled = Math.min(segments, Math.max(0, t * segments));
  const i = Math.min(segments - 1, Math.floor(scaled));
  const local = scaled - i;
  const a = points[i]!;
  const b = points[i + 1]!;
  const hop = Math.sin(local * Math.PI) * 0.25;
  return { x: a.x + (b.x - a.x) * local, y: a.y + (b.y - a.y) * local * local - hop };
}

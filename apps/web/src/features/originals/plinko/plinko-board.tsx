import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import classes from './plinko.module.css';
import { ballAt, ballWaypoints, bucketX, pegs, TOP } from './plinko-geometry';

export interface FallingBall {
  readonly id: string;
  readonly path: readonly number[];
}

const MS_PER_ROW = 95;
const BALL = 0.22;

/** Edge buckets pay most: colour runs from red at the edges to gold in the middle (text stays navy). */
function bucketColour(k: number, rows: number): string {
  const distance = Math.abs(k - rows / 2) / (rows / 2);
  const hue = 48 - 44 * distance;
  return `hsl(${hue} 92% ${62 - 6 * distance}%)`;
}

/** "0.2", "5.6", "1k": multipliers short enough for a bucket. */
function short(bps: number): string {
  const x = bps / 10_000;
  return x >= 1000 ? `${x / 1000}k` : `${Number(x.toFixed(2))}`;
}

function Ball({ ball, onLanded }: { ball: FallingBall; onLanded: (id: string) => void }) {
  const ref = useRef<SVGCircleElement>(null);
  const reducedMotion = useReducedMotion();
  const landed = useRef(onLanded);
  landed.current = onLanded;
  useEffect(() => {
    const points = ballWaypoints(ball.path);
    const total = reducedMotion ? 0 : MS_PER_ROW * (ball.path.length + 2);
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = total === 0 ? 1 : Math.min(1, (now - start) / total);
      const { x, y } = ballAt(points, t);
      ref.current?.setAttribute('cx', String(x));
      ref.current?.setAttribute('cy', String(y));
      if (t < 1) frame = requestAnimationFrame(step);
      else landed.current(ball.id);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [ball, reducedMotion]);
  return <circle ref={ref} className={classes.ball} r={BALL} cx={0} cy={TOP - 1} />;
}

/** The board in SVG: pegs, the buckets with their multipliers, and the balls following the server's paths. */
export function PlinkoBoard({
  rows,
  multipliers,
  balls,
  hitBucket,
  onLanded,
  label,
}: {
  rows: number;
  multipliers: readonly number[];
  balls: readonly FallingBall[];
  hitBucket: number | null;
  onLanded: (id: string) => void;
  label: string;
}) {
  const half = rows / 2 + 1;
  const bucketY = TOP + rows - 0.05;
  return (
    <svg
      className={classes.board}
      viewBox={`${-half} ${TOP - 1.2} ${half * 2} ${rows + 1.9}`}
      role="img"
      aria-label={label}
      data-testid="plinko-board"
    >
      {pegs(rows).map((peg) => (
        <circle key={`${peg.x}:${peg.y}`} className={classes.peg} cx={peg.x} cy={peg.y} r={0.09} />
      ))}
      {multipliers.map((bps, k) => {
        const x = bucketX(rows, k);
        const label = short(bps);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: buckets are positions; their order never changes
          <g key={k} className={classes.bucket} data-hit={hitBucket === k} data-testid={`plinko-bucket-${k}`}>
            <rect
              x={x - 0.46}
              y={bucketY}
              width={0.92}
              height={0.62}
              rx={0.12}
              fill={bucketColour(k, rows)}
            />
            {hitBucket === k && (
              <rect
                className={classes.hitRing}
                x={x - 0.5}
                y={bucketY - 0.04}
                width={1}
                height={0.7}
                rx={0.15}
              />
            )}
            <text
              className={classes.bucketText}
              x={x}
              y={bucketY + 0.45}
              textAnchor="middle"
              fontSize={0.42}
              // Long figures ("1000", "0.2") are squeezed into the bucket instead of shrinking them all.
              {...(label.length >= 4 ? { textLength: 0.84, lengthAdjust: 'spacingAndGlyphs' } : {})}
            >
              {label}
            </text>
          </g>
        );
      })}
      {balls.map((ball) => (
        <Ball key={ball.id} ball={ball} onLanded={onLanded} />
      ))}
    </svg>
  );
}

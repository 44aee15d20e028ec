import { PAYLINES } from '@goldline/games/slot/lines';
import { SYMBOLS } from '@goldline/games/slot/symbols';
import { useTranslation } from 'react-i18next';
import classes from './slot.module.css';
import { SlotSymbol } from './slot-symbols';

/** A blurred strip that loops while a reel spins; the real symbols appear when it stops. */
const SPIN_STRIP = [...SYMBOLS, ...SYMBOLS];

/**
 * The 5x3 window. `window[reel][row]` are symbol names as the server sends them; `stopped` counts the
 * reels (from the left) that show their result; `highlight` holds "reel:row" of winning cells.
 */
export function SlotReels({
  window,
  stopped,
  highlight,
  free,
  lines = [],
}: {
  window: readonly (readonly string[])[];
  stopped: number;
  highlight: ReadonlySet<string>;
  free: boolean;
  /** Winning paylines (0-based), drawn over the reels once they stop. */
  lines?: readonly number[];
}) {
  const { t } = useTranslation('originals');
  const names = (name: string) => t(`slot.symbols.${name}`, { defaultValue: name });
  const description = window.map((reel) => reel.map(names).join(', ')).join('; ');
  return (
    <div className={classes.machine} data-free={free}>
      <div
        className={classes.reels}
        data-has-win={highlight.size > 0}
        role="img"
        aria-label={
          stopped >= window.length ? t('slot.window', { symbols: description }) : t('slot.spinning')
        }
        data-testid="slot-reels"
      >
        {window.map((reel, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five reels are fixed positions
          <div key={r} className={classes.reel} data-testid={`slot-reel-${r}`}>
            {r < stopped ? (
              reel.map((name, row) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
                  key={row}
                  className={`${classes.cell} ${classes.land}`}
                  data-win={highlight.has(`${r}:${row}`)}
                  data-symbol={name}
                >
                  <SlotSymbol name={name} />
                </div>
              ))
            ) : (
              <>
                {[0, 1, 2].map((row) => (
                  <div key={row} className={classes.cell} style={{ visibility: 'hidden' }} />
                ))}
                <div className={classes.spinStrip} aria-hidden="true">
                  {SPIN_STRIP.map((name, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a decorative repeating strip
                    <div key={i} className={classes.cell}>
                      <SlotSymbol name={name} />
                    </div>
                  ))}
                </div>
              </>
            )}
          </div>
        ))}
        {stopped >= window.length && lines.length > 0 && <Paylines lines={lines} />}
      </div>
    </div>
  );
}

/** One colour per line, distinct enough side by side on the navy reels. */
const LINE_COLOURS = ['#f0ca5b', '#5ad1ff', '#ff7b7b', '#5ee38c', '#d3a6ff', '#ffa94d', '#66e0d0', '#ff8fd0'];

/**
 * The winning paylines as lines through the cells they pay on (a slot player's first question:
 * "which line?"), each with its number at the start. Decorative: the list under the reels says the
 * same in words. The box is the reel window, 100 units per reel and per row.
 */
function Paylines({ lines }: { lines: readonly number[] }) {
  return (
    <svg
      className={classes.paylines}
      viewBox="0 0 500 300"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="slot-paylines"
    >
      {lines.map((line, i) => {
        const rows = PAYLINES[line] ?? [];
        const colour = LINE_COLOURS[i % LINE_COLOURS.length];
        const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`);
        const first = rows[0] ?? 1;
        const last = rows[rows.length - 1] ?? 1;
        return (
          <g key={line} data-line={line + 1}>
            <polyline
              points={`4,${first * 100 + 50} ${points.join(' ')} 496,${last * 100 + 50}`}
              fill="none"
              stroke="rgba(0,0,0,0.55)"
              strokeWidth="7"
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
            <polyline
              points={`4,${first * 100 + 50} ${points.join(' ')} 496,${last * 100 + 50}`}
              fill="none"
              stroke={colour}
              strokeWidth="4"
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </g>
        );
      })}
    </svg>
  );
}

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
}: {
  window: readonly (readonly string[])[];
  stopped: number;
  highlight: ReadonlySet<string>;
  free: boolean;
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
      </div>
    </div>
  );
}

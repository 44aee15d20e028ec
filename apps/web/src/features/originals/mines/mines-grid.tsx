import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './mines.module.css';
import { GemGlyph, MineGlyph } from './mines-glyphs';

const SIZE = 5;

export type TileState = 'hidden' | 'safe' | 'mine' | 'hidden-safe' | 'hidden-mine';

/** Arrow keys, Home/End (row) and Ctrl+Home/End (grid) move focus, WAI-ARIA grid pattern. */
function nextTile(tile: number, event: KeyboardEvent): number | null {
  const row = Math.floor(tile / SIZE);
  const col = tile % SIZE;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const forward = rtl ? -1 : 1;
  switch (event.key) {
    case 'ArrowRight':
      return row * SIZE + Math.min(SIZE - 1, Math.max(0, col + forward));
    case 'ArrowLeft':
      return row * SIZE + Math.min(SIZE - 1, Math.max(0, col - forward));
    case 'ArrowDown':
      return Math.min(SIZE - 1, row + 1) * SIZE + col;
    case 'ArrowUp':
      return Math.max(0, row - 1) * SIZE + col;
    case 'Home':
      return event.ctrlKey ? 0 : row * SIZE;
    case 'End':
      return event.ctrlKey ? SIZE * SIZE - 1 : row * SIZE + SIZE - 1;
    default:
      return null;
  }
}

/** The 5x5 board: one tab stop, arrows move between tiles, Enter or Space reveals. */
export function MinesGrid({
  states,
  canReveal,
  onReveal,
}: {
  states: readonly TileState[];
  canReveal: boolean;
  onReveal: (tile: number) => void;
}) {
  const { t } = useTranslation('originals');
  const [focus, setFocus] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, tile: number) => {
    const next = nextTile(tile, event);
    if (next === null) return;
    event.preventDefault();
    setFocus(next);
    buttons.current[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA grid pattern (arrow keys between tiles); a table would be read as data
    <div role="grid" aria-label={t('mines.grid')} className={classes.grid} data-testid="mines-grid">
      {Array.from({ length: SIZE }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the five rows are fixed positions
        // biome-ignore lint/a11y/useSemanticElements: rows of the grid pattern above
        // biome-ignore lint/a11y/useFocusableInteractive: focus lives on the tile buttons (roving tab stop)
        <div role="row" key={row} className={classes.row}>
          {Array.from({ length: SIZE }, (_, col) => {
            const tile = row * SIZE + col;
            const state = states[tile] ?? 'hidden';
            const revealable = canReveal && state === 'hidden';
            return (
              // biome-ignore lint/a11y/useSemanticElements: cells of the grid pattern above
              // biome-ignore lint/a11y/useFocusableInteractive: focus lives on the tile button inside
              <div role="gridcell" key={tile} className={classes.cell}>
                <button
                  ref={(element) => {
                    buttons.current[tile] = element;
                  }}
                  type="button"
                  className={classes.tile}
                  data-state={state}
                  tabIndex={tile === focus ? 0 : -1}
                  aria-disabled={!revealable}
                  aria-label={t(`mines.tile.${state}`, { row: row + 1, col: col + 1 })}
                  onClick={() => revealable && onReveal(tile)}
                  onFocus={() => setFocus(tile)}
                  onKeyDown={(event) => move(event, tile)}
                  data-testid={`mines-tile-${tile}`}
                >
                  {(state === 'safe' || state === 'hidden-safe') && <GemGlyph />}
                  {(state === 'mine' || state === 'hidden-mine') && <MineGlyph />}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

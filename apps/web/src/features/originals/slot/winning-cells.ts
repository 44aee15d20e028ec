import type { SlotSpinResult } from '@goldline/contract/originals';
import { PAYLINES } from '@goldline/games/slot/lines';

type Spin = Pick<SlotSpinResult['spins'][number], 'window' | 'lineWins' | 'scatterPay'>;

/** Winning cells of a spin as "reel:row": each paying line's first `count` reels, and the scatters. */
export function winningCells(spin: Spin): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    const rows = PAYLINES[win.line] ?? [];
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${rows[reel]}`);
  }
  if (!/^0+(\.0+)?$/.test(spin.scatterPay))
    spin.window.forEach((reel, r) => {
      reel.forEach((name, row) => {
        if (name === 'SCATTER') cells.add(`${r}:${row}`);
      });
    });
  return cells;
}

/** Six tile themes (spec section 9), cycling by node id; the last digits are enough for the cycle. */
export const TILE_THEME_COUNT = 6;

export function tileTheme(nodeId: string): number {
  const tail = Number.parseInt(nodeId.slice(-6), 10);
  return Number.isFinite(tail) ? tail % TILE_THEME_COUNT : 0;
}

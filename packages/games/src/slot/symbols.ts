/**
 * Symbols of "Goldline Sevens", our 5×3, 20-line video slot (shared reference "games-math" §2). Ids
 * index the pay tables; WILD substitutes every symbol except SCATTER; SCATTER pays anywhere.
 */
export const SYMBOLS = ['WILD', 'SCATTER', 'SEVEN', 'BAR', 'BELL', 'A', 'K', 'Q', 'J', 'TEN'] as const;
export type SymbolName = (typeof SYMBOLS)[number];
export const WILD = 0;
export const SCATTER = 1;
export const SYMBOL_COUNT = SYMBOLS.length;

export function symbolId(name: SymbolName): number {
  return SYMBOLS.indexOf(name);
}

/**
 * Reel strips (data): 32 stops per reel, one SCATTER per strip (so a window shows at most one per
 * reel), separate strips for the free spins (three WILDs each). Tuning changes symbol counts here,
 * never the pay table (shared reference "games-math" §2 "Tuning"). The figures these strips give are
 * computed, not typed in: see par-sheet.ts and slot.test.ts.
 */
import { SYMBOLS, type SymbolName, symbolId } from './symbols.ts';

const BASE_TEXT = [
  'SCATTER A K A K BELL A K TEN BELL A WILD K Q J TEN' +
    ' SEVEN BAR BELL A K Q J TEN SEVEN BAR BELL A K Q J TEN',
  'SCATTER TEN Q J TEN Q J TEN BAR BELL A WILD K Q J TEN' +
    ' SEVEN BAR BELL A K Q J TEN SEVEN BAR BELL A K Q J TEN',
  'SCATTER A K Q A K Q J TEN BELL A WILD K Q J TEN' +
    ' SEVEN BAR BELL A K Q J TEN SEVEN BAR BELL A K Q J TEN',
  'SCATTER TEN Q J TEN Q J TEN BAR BELL A WILD K Q J TEN' +
    ' SEVEN BAR BELL A K Q J TEN SEVEN BAR BELL A K Q J TEN',
  'SCATTER A K A K BELL A K TEN BELL A WILD K Q J TEN' +
    ' SEVEN BAR BELL A K Q J TEN SEVEN BAR BELL A K Q J TEN',
];

const FREE_SPIN_TEXT = [
  'SCATTER WILD A K Q J SEVEN BAR BELL A K WILD Q J TEN SEVEN' +
    ' BAR BELL A K Q WILD J TEN SEVEN BAR BELL A K Q J TEN',
  'SCATTER WILD A K Q J SEVEN BAR BELL A K WILD Q J TEN SEVEN' +
    ' BAR BELL A K Q WILD J TEN SEVEN BAR BELL A K Q J TEN',
  'SCATTER WILD A K Q J SEVEN BAR BELL A K WILD Q J TEN SEVEN' +
    ' BAR BELL A K Q WILD J TEN SEVEN BAR BELL A K Q J TEN',
  'SCATTER WILD A K Q J SEVEN BAR BELL A K WILD Q J TEN SEVEN' +
    ' BAR BELL A K Q WILD J TEN SEVEN BAR BELL A K Q J TEN',
  'SCATTER WILD A K Q J SEVEN BAR BELL A K WILD Q J TEN SEVEN' +
    ' BAR BELL A K Q WILD J TEN SEVEN BAR BELL A K Q J TEN',
];

function parse(text: string): SymbolName[] {
  return text.split(' ').map((name) => {
    if (!(SYMBOLS as readonly string[]).includes(name)) throw new Error(`unknown symbol ${name}`);
    return name as SymbolName;
  });
}

export const BASE_STRIPS: readonly (readonly SymbolName[])[] = BASE_TEXT.map(parse);
export const FREE_SPIN_STRIPS: readonly (readonly SymbolName[])[] = FREE_SPIN_TEXT.map(parse);

export const toIds = (strips: readonly (readonly SymbolName[])[]): number[][] =>
  strips.map((strip) => strip.map(symbolId));

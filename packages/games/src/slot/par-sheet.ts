/**
 * PAR sheet generated from the code (shared reference "games-math" §2 "Targets": strips, pay table,
 * per-combination probabilities, RTP split, hit frequency, volatility). Run:
 *   npx tsx packages/games/src/slot/par-sheet.ts
 * Nothing here is typed in: every figure comes from the exact enumeration (enumerate.ts, rtp.ts) and
 * the per-line table (line-combos.ts); slot.test.ts checks the printed numbers against them.
 */
import { type Rational, toNumber } from '../rational.ts';
import { type Enumeration, enumerateReels } from './enumerate.ts';
import { LINE_PAY_TABLE, PAY_STRIDE } from './evaluate.ts';
import { SLOT_DECLARED_RTP_PERCENT } from './game.ts';
import { lineCombos } from './line-combos.ts';
import { LINE_COUNT, PAYLINES } from './lines.ts';
import { BASE_REELS, FREE_SPIN_REELS } from './machine.ts';
import { FREE_SPIN_MULTIPLIER, FREE_SPINS_AWARDED, SCATTER_PAYS } from './paytable.ts';
import { type SlotFigures, slotFigures } from './rtp.ts';
import { BASE_STRIPS, FREE_SPIN_STRIPS, toIds } from './strips.ts';
import { SYMBOLS } from './symbols.ts';

export const percent = (r: Rational): string => `${(toNumber(r) * 100).toFixed(4)}%`;
export const oneIn = (r: Rational): string => `1 in ${(1 / toNumber(r)).toFixed(2)}`;

export interface ParSheetInput {
  readonly base: Enumeration;
  readonly free: Enumeration;
}

export function enumerateSlot(): ParSheetInput {
  return { base: enumerateReels(BASE_REELS), free: enumerateReels(FREE_SPIN_REELS) };
}

function stripSection(title: string, strips: readonly (readonly string[])[]): string[] {
  const out = [title];
  strips.forEach((strip, r) => {
    out.push(`  reel ${r + 1} (${strip.length}): ${strip.join(' ')}`);
  });
  const counts = SYMBOLS.map(
    (name) =>
      `${name.padEnd(8)}${strips.map((s) => String(s.filter((x) => x === name).length).padStart(4)).join('')}`,
  );
  return [...out, '  symbol counts per reel:', ...counts.map((c) => `    ${c}`)];
}

export function parSheet(input: ParSheetInput = enumerateSlot()): { text: string; figures: SlotFigures } {
  const figures = slotFigures(input.base, input.free);
  const combos = lineCombos(toIds(BASE_STRIPS));
  const out: string[] = ['GOLDLINE SEVENS: 5x3 video slot, 20 fixed lines, PAR sheet', ''];
  out.push(...stripSection('Base game strips', BASE_STRIPS), '');
  out.push(...stripSection('Free-spin strips', FREE_SPIN_STRIPS), '');
  out.push(`Paylines (row per reel, 0 = top): ${PAYLINES.map((l) => l.join('')).join(' ')}`, '');
  out.push('Line pays (x line bet; total bet = 20 line bets), base-game probability per line:');
  SYMBOLS.forEach((name, id) => {
    for (let count = 3; count <= 5; count += 1) {
      const pay = LINE_PAY_TABLE[id * PAY_STRIDE + count]!;
      if (pay === 0) continue;
      const p = toNumber({ num: combos.ways[id * PAY_STRIDE + count]!, den: combos.total });
      out.push(`  ${name.padEnd(8)} x${count}  pays ${String(pay).padStart(5)}  p = ${p.toExponential(6)}`);
    }
  });
  out.push(
    `Scatter pays (x total bet) for 3/4/5: ${SCATTER_PAYS.slice(3).join('/')}; free spins ${FREE_SPINS_AWARDED.slice(3).join('/')}, ` +
      `wins x${FREE_SPIN_MULTIPLIER}, no retrigger`,
    '',
    `Cycle: base ${input.base.combos} stop combinations, free spins ${input.free.combos}`,
    `RTP base lines       ${percent(figures.rtpLines)}`,
    `RTP scatter pays     ${percent(figures.rtpScatter)}`,
    `RTP free spins       ${percent(figures.rtpFreeSpins)}`,
    `RTP total            ${percent(figures.rtp)}  (declared ${SLOT_DECLARED_RTP_PERCENT}%)`,
    `Line RTP by method B ${percent(combos.rtp)}`,
    `Free-spin RTP/spin   ${percent(figures.freeSpinRtp)}`,
    `Hit frequency        ${percent(figures.hitFrequency)}  (${oneIn(figures.hitFrequency)})`,
    `Free-spin trigger    ${percent(figures.freeSpinFrequency)}  (${oneIn(figures.freeSpinFrequency)})`,
    `Volatility (SD)      ${Math.sqrt(toNumber(figures.variance)).toFixed(4)} x total bet per paid spin`,
    `Max win bound        ${toNumber(figures.maxWin)} x total bet`,
    `Lines ${LINE_COUNT}`,
  );
  return { text: out.join('\n'), figures };
}

export function main(): void {
  console.log(parSheet().text);
}

const entry = typeof process === 'undefined' ? undefined : process.argv[1];
if (entry !== undefined && import.meta.url.endsWith(entry.replaceAll('\\', '/'))) main();

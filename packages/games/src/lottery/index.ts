/**
 * Lottery maths, the public interface (issue 15, decision 080). Pure and exact, no I/O: the server
 * draws and settles with it and the browser recomputes draws and rules cards with the same code.
 *
 * Flow: a ticket is (game, bet type, selection). parseSelection validates the player's picks;
 * countUnits says how many unit bets the ticket expands into (stake = units × unit stake);
 * exposureKeys lists the outcome each unit bets on, for the per-number exposure cap; after the draw,
 * settleTicket gives the winning units and the payout in basis points of the unit stake:
 * money = floor(unitStake × payoutBps / 10,000), stake included (a 1.97x win returns 19,700 bps).
 *
 * Draws: drawFromSeed(family, seedHex, salt?) is deterministic from a 32-byte hex seed
 * (HMAC-SHA256 stream, see rng.ts); commitmentOf(seedHex) = SHA-256 of the seed's hex text, published
 * before the issue opens. Both are async because they use Web Crypto (the same in Node and browsers).
 *
 * Odds: unitOdds(game, betType) returns the bet type's odds lines (one line for most bet types; one
 * per value when the value changes the probability, e.g. K3 sum 3…18 or dragon/tiger/tie; one per
 * prize tier for 4D). Every line obeys pay = RTP share / probability, floored to a basis point.
 */
import { toNumber } from '../rational.ts';
import { fourD } from './fourd.ts';
import { k3 } from './k3.ts';
import { pk10 } from './pk10.ts';
import { DrawStream, isSeedHex } from './rng.ts';
import { type BetImpl, type FamilyImpl, MAX_UNITS_PER_TICKET, oddsLines, parseTicket } from './shared.ts';
import { ssc } from './ssc.ts';
import type {
  BetTypeDef,
  Draw,
  LotteryFamily,
  LotteryGameDef,
  OddsLine,
  Selection,
  SelectionError,
} from './types.ts';
import { vnNorth, vnSouth } from './vn.ts';
import { x115 } from './x115.ts';

export { FOUR_D_TIERS, type FourDTier, permutations as fourDPermutations } from './fourd.ts';
export { LOTTERY_GAMES, lotteryGame, RTP_4D_BPS, RTP_FAST_BPS, RTP_VN_BPS } from './games.ts';
export { commitmentOf, isSeedHex } from './rng.ts';
export type * from './types.ts';
export { LOTTERY_FAMILIES } from './types.ts';
export { VN_NORTH_TIERS, VN_SOUTH_TIERS, type VnTier, vnTiers } from './vn.ts';
export { MAX_UNITS_PER_TICKET };

const FAMILIES: Record<LotteryFamily, FamilyImpl<Draw>> = {
  ssc: ssc as FamilyImpl<Draw>,
  pk10: pk10 as FamilyImpl<Draw>,
  k3: k3 as FamilyImpl<Draw>,
  '11x5': x115 as FamilyImpl<Draw>,
  'vn-north': vnNorth as FamilyImpl<Draw>,
  'vn-south': vnSouth as FamilyImpl<Draw>,
  '4d': fourD as FamilyImpl<Draw>,
};

function familyImpl(family: LotteryFamily): FamilyImpl<Draw> {
  const impl = FAMILIES[family];
  if (!impl) throw new Error(`unknown lottery family ${family}`);
  return impl;
}

function betImpl(family: LotteryFamily, betTypeCode: string): BetImpl<Draw> | undefined {
  return FAMILIES[family]?.bets.find((b) => b.def.code === betTypeCode);
}

function requireBet(family: LotteryFamily, betTypeCode: string): BetImpl<Draw> {
  const bet = betImpl(family, betTypeCode);
  if (!bet) throw new Error(`unknown bet type ${family}/${betTypeCode}`);
  return bet;
}

/** The bet types of a family, in the order the betting view lists them ([] for an unknown family). */
export function betTypes(family: LotteryFamily): readonly BetTypeDef[] {
  return (FAMILIES[family]?.bets ?? []).map((b) => b.def);
}

export function isBetType(family: LotteryFamily, betTypeCode: string): boolean {
  return betImpl(family, betTypeCode) !== undefined;
}

/**
 * Validates a player's picks against the bet type's pad rule and returns the canonical selection
 * (rows sorted). INVALID_SELECTION: unknown bet type, wrong shape, out-of-range or duplicate values,
 * too few or too many picks, or picks that form no unit; TOO_MANY_UNITS: more than
 * MAX_UNITS_PER_TICKET unit bets.
 */
export function parseSelection(
  family: LotteryFamily,
  betTypeCode: string,
  input: unknown,
): Selection | SelectionError {
  const bet = betImpl(family, betTypeCode);
  return bet ? parseTicket(bet, input) : { error: 'INVALID_SELECTION' };
}

export function isSelectionError(v: Selection | SelectionError): v is SelectionError {
  return 'error' in v;
}

/** How many unit bets the (parsed) selection expands into; the ticket costs units × unit stake. */
export function countUnits(family: LotteryFamily, betTypeCode: string, sel: Selection): number {
  return requireBet(family, betTypeCode).units(sel).length;
}

const oddsCache = new Map<string, readonly OddsLine[]>();

/** The odds lines of a bet type in a game (exact probability, payout in bps, exact RTP). */
export function unitOdds(game: LotteryGameDef, betTypeCode: string): readonly OddsLine[] {
  const cacheKey = `${game.family}/${betTypeCode}/${game.rtpBps}`;
  let lines = oddsCache.get(cacheKey);
  if (!lines) {
    lines = oddsLines(requireBet(game.family, betTypeCode), game.rtpBps);
    oddsCache.set(cacheKey, lines);
  }
  return lines;
}

const payCache = new Map<string, ReadonlyMap<string, number>>();
function payTable(game: LotteryGameDef, betTypeCode: string): ReadonlyMap<string, number> {
  const cacheKey = `${game.family}/${betTypeCode}/${game.rtpBps}`;
  let pay = payCache.get(cacheKey);
  if (!pay) {
    pay = new Map(unitOdds(game, betTypeCode).map((l) => [l.key, l.payoutBps]));
    payCache.set(cacheKey, pay);
  }
  return pay;
}

/** Deterministic draw of `family` from a 32-byte lowercase hex seed; `salt` (e.g. the issue id) is optional. */
export function drawFromSeed(family: LotteryFamily, seedHex: string, salt = ''): Promise<Draw> {
  if (!isSeedHex(seedHex)) throw new Error('seed must be 64 lowercase hex characters');
  return familyImpl(family).draw(new DrawStream(seedHex, salt === '' ? family : `${family}:${salt}`));
}

/** Validates a result entered by an operator or a feed (and stored draws); null when malformed. */
export function parseDraw(family: LotteryFamily, input: unknown): Draw | null {
  return familyImpl(family).parseDraw(input);
}

/**
 * Settles a ticket against a draw: payoutBps is summed over the winning units (a lô number shown
 * twice pays twice); money = floor(unitStake × payoutBps / 10,000).
 */
export function settleTicket(
  game: LotteryGameDef,
  betTypeCode: string,
  sel: Selection,
  draw: Draw,
): { winningUnits: number; payoutBps: number } {
  if (draw.family !== game.family) throw new Error('draw of another family');
  const bet = requireBet(game.family, betTypeCode);
  const pay = payTable(game, betTypeCode);
  let winningUnits = 0;
  let payoutBps = 0;
  for (const unit of bet.units(sel)) {
    const hits = unit.hits(draw);
    if (hits.length === 0) continue;
    winningUnits += 1;
    for (const h of hits) payoutBps += (pay.get(h.line) ?? 0) * h.count;
  }
  return { winningUnits, payoutBps };
}

/**
 * One entry per unit bet: the outcome it bets on and what it pays if that outcome happens once
 * (lô: per appearance; 4D: its top prize). Keys are meaningful within one game's issue only; units
 * of different tickets and bet types on the same outcome share a key (SSC back-3 direct 1-4-9 and a
 * back-3 sum 14 unit: 'back3:149'; 4D Big, Small, 4A and Box on 1234: '4d:1234'), so the cap holds
 * per number whatever way it was bought. A ticket may list a key more than once (sum the entries).
 */
export function exposureKeys(
  game: LotteryGameDef,
  betTypeCode: string,
  sel: Selection,
): { key: string; maxPayoutBps: number }[] {
  const bet = requireBet(game.family, betTypeCode);
  const pay = payTable(game, betTypeCode);
  return bet.units(sel).map((u) => ({ key: u.key, maxPayoutBps: pay.get(u.line) ?? 0 }));
}

/** JSON-safe rules-card data for the web: per bet type, every odds line as fraction, decimal, payout, RTP. */
export interface RulesCardLine {
  readonly key: string;
  readonly probability: { readonly num: string; readonly den: string; readonly decimal: number };
  readonly perAppearance: boolean;
  readonly atLeastOnce?: { readonly num: string; readonly den: string; readonly decimal: number };
  readonly payoutBps: number;
  /** payoutBps / 10,000, e.g. 9.7 */
  readonly payoutMultiple: number;
  readonly rtp: { readonly num: string; readonly den: string; readonly decimal: number };
}
export interface RulesCardBet {
  readonly code: string;
  readonly group: string;
  readonly lines: readonly RulesCardLine[];
}

const frac = (r: { num: bigint; den: bigint }) => ({
  num: r.num.toString(),
  den: r.den.toString(),
  decimal: toNumber(r),
});

export function rulesCard(game: LotteryGameDef): RulesCardBet[] {
  return betTypes(game.family).map((def) => ({
    code: def.code,
    group: def.group,
    lines: unitOdds(game, def.code).map((l) => ({
      key: l.key,
      probability: frac(l.probability),
      perAppearance: l.perAppearance,
      ...(l.atLeastOnce ? { atLeastOnce: frac(l.atLeastOnce) } : {}),
      payoutBps: l.payoutBps,
      payoutMultiple: l.payoutBps / 10_000,
      rtp: frac(l.rtp),
    })),
  }));
}

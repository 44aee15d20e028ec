/**
 * Shared shapes of the lottery maths (issue 15, decision 080). Everything here is JSON-serialisable
 * so the server can store it and the web can draw pads and rules cards from it.
 */
import type { Rational } from '../rational.ts';

export type LotteryFamily = 'ssc' | 'pk10' | 'k3' | '11x5' | 'vn-north' | 'vn-south' | '4d';
export const LOTTERY_FAMILIES: readonly LotteryFamily[] = [
  'ssc',
  'pk10',
  'k3',
  '11x5',
  'vn-north',
  'vn-south',
  '4d',
];

export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

/** When an official (not self-drawn) game draws, in the draw's own time zone. */
export interface OfficialSchedule {
  readonly timeZone: string;
  /** 'HH:MM' local time of the first number. */
  readonly time: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday) with a draw. */
  readonly weekdays: readonly number[];
  /**
   * Station draws (Vietnam South and Central): the province stations drawing on each ISO weekday,
   * in their usual order; each station's sheet is its own issue. Absent: one draw, one issue.
   */
  readonly stations?: Readonly<Record<number, readonly string[]>>;
}

export interface LotteryGameDef {
  readonly code: string;
  readonly family: LotteryFamily;
  /** 'self': drawn by us from a committed seed; 'official': results entered/fed and approved. */
  readonly drawSource: 'self' | 'official';
  /** Self-drawn games only: seconds between issues. */
  readonly intervalSeconds?: 60 | 180 | 300;
  /** Official games only. */
  readonly schedule?: OfficialSchedule;
  /** Bets are refused this many seconds before the draw. */
  readonly closeBeforeSeconds: number;
  readonly prizeMode: PrizeMode;
  /** Target return to player in basis points (9700 = 97%); every payout is derived from it. */
  readonly rtpBps: number;
}

/** The values one pad row offers: an integer range (shown zero-padded to `width`) or named options. */
export type PickValues =
  | { readonly kind: 'range'; readonly min: number; readonly max: number; readonly width: number }
  | { readonly kind: 'options'; readonly options: readonly string[] };

export interface PickRow {
  /** i18n key part of the row label, e.g. 'pos.0' (ten-thousands), 'numbers', 'option', 'first'. */
  readonly key: string;
  readonly values: PickValues;
  readonly minPicks: number;
  readonly maxPicks: number;
}

/**
 * How a bet type's pad looks: one row per position/group; at least `minTotal` picks over all rows and
 * at least `minRows` rows with a pick (SSC any-2 direct: digits on two positions or more).
 */
export interface PickRule {
  readonly rows: readonly PickRow[];
  readonly minTotal: number;
  readonly minRows: number;
}

export interface BetTypeDef {
  /** Unique within the family, e.g. 'pos', 'back3-group6', 'lo', 'xien2', 'big'. */
  readonly code: string;
  readonly family: LotteryFamily;
  /** i18n key part grouping bet types in the betting view, e.g. 'position', 'sum', 'group', 'any'. */
  readonly group: string;
  readonly pick: PickRule;
}

export type PickValue = number | string;

/**
 * A ticket's choice: `rows[i]` holds the values picked in pad row i (numbers for range rows, option
 * strings for option rows), sorted ascending and without duplicates once parsed.
 * Example (SSC 'pos', 7 on the ten-thousands and 3 or 4 on the units): { rows: [[7], [], [], [], [3, 4]] }.
 */
export interface Selection {
  readonly rows: readonly (readonly PickValue[])[];
}

export type SelectionError = { readonly error: 'INVALID_SELECTION' } | { readonly error: 'TOO_MANY_UNITS' };

export type Fraction = Rational;

/** One line of a bet type's odds: a value with its own probability (a sum, dragon/tie, a 4D prize tier). */
export interface OddsLine {
  /** '' when the bet type has one line; otherwise the value ('3' for sum 3, 'tie') or the 4D tier ('first'). */
  readonly key: string;
  /**
   * Probability that one unit bet wins on this line, exact. For per-appearance lines (lô, 4D tiers)
   * it is the expected number of appearances per draw (lô North: 27/100), which is what the payout
   * multiplies; `atLeastOnce` then gives the probability of one appearance or more.
   */
  readonly probability: Fraction;
  readonly perAppearance: boolean;
  readonly atLeastOnce?: Fraction;
  /** floor(RTP share / probability) in basis points of the unit stake (10,000 = 1x, stake included). */
  readonly payoutBps: number;
  /** Exact RTP of the line: probability × payoutBps / 10,000 (never above the game's target share). */
  readonly rtp: Fraction;
}

// ---------------------------------------------------------------------------------------------------
// Draws, one shape per family. Numbers are integers; the web pads them to the tier's digit count.

/** Five digits 0–9, ten-thousands first (万千百十个). */
export interface SscDraw {
  readonly family: 'ssc';
  readonly digits: readonly number[];
}
/** Car numbers 1–10 in finishing order (ranks[0] is the champion). */
export interface Pk10Draw {
  readonly family: 'pk10';
  readonly ranks: readonly number[];
}
/** Three dice 1–6 in the order thrown. */
export interface K3Draw {
  readonly family: 'k3';
  readonly dice: readonly number[];
}
/** Five different numbers 1–11 in the order drawn. */
export interface X115Draw {
  readonly family: '11x5';
  readonly numbers: readonly number[];
}
/**
 * A Vietnamese results sheet: prizes[t] lists the numbers of tier t in VN_NORTH_TIERS or
 * VN_SOUTH_TIERS order (special prize first), each with that tier's digit count.
 */
export interface VnDraw {
  readonly family: 'vn-north' | 'vn-south';
  readonly prizes: readonly (readonly number[])[];
}
/** South-East Asian 4D: 23 four-digit numbers (0–9999). */
export interface FourDDraw {
  readonly family: '4d';
  readonly first: number;
  readonly second: number;
  readonly third: number;
  /** 10 starter (special) prizes. */
  readonly starter: readonly number[];
  /** 10 consolation prizes. */
  readonly consolation: readonly number[];
}

export type Draw = SscDraw | Pk10Draw | K3Draw | X115Draw | VnDraw | FourDDraw;

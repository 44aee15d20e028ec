import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import { Amount } from './money.ts';

/**
 * Member-centre records (spec section 2 "transactionHistory", "personalProfit", "bonusDetails").
 * Everything is read from the ledger, so the numbers are the ledger's to the cent.
 */

/** Spec section 9 date-range picker. The web turns a preset into from/to (see `presetRange`). */
export const datePresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof datePresets)[number];

/** [from, to) as ISO instants for a preset, in the caller's local day boundaries. */
export function presetRange(preset: DatePreset, now: Date = new Date()): { from: string; to: string } {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const day = 86_400_000;
  const tomorrow = new Date(startOfToday.getTime() + day);
  const days = { today: 1, yesterday: 1, last7: 7, last30: 30 }[preset];
  const end = preset === 'yesterday' ? startOfToday : tomorrow;
  return { from: new Date(end.getTime() - days * day).toISOString(), to: end.toISOString() };
}

/** Optional [from, to) range; defaults to the last 30 days; at most 93 days wide. */
export const DateRange = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type DateRange = z.infer<typeof DateRange>;

export const RecordType = z.enum([
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'win',
  'bonus',
  'adjustment',
  'all',
]);
export type RecordType = z.infer<typeof RecordType>;

/** GET /wps/records/transactions (account record) */
export const TransactionQuery = PageQuery.merge(DateRange).extend({
  type: RecordType.default('all'),
  /** Language of `gameName` (games.names key, e.g. EN, CN); EN when absent or unknown. */
  language: z.string().max(8).optional(),
});
export type TransactionQuery = z.infer<typeof TransactionQuery>;

export const TransactionRow = z.object({
  id: z.string(),
  time: z.iso.datetime(),
  /** The ledger movement kind (rollback and reversal appear under 'all' only). */
  type: z.string(),
  /** Signed: positive in, negative out. */
  amount: Amount,
  balanceAfter: Amount,
  /** "type:id" of what caused the movement: a reference to copy, never a label to show. */
  reference: z.string().nullable(),
  /** What caused it (deposit, withdrawal, jackpot, a game type...), for a translated label. */
  referenceType: z.string().nullable(),
  /** A bet, win or refund's game, from the catalogue in the asked language. */
  gameName: z.string().nullable(),
  memo: z.string().nullable(),
});
export type TransactionRow = z.infer<typeof TransactionRow>;

export const TransactionPage = pageOf(TransactionRow).extend({
  /** Over the whole filtered range, not just this page. */
  totals: z.object({ in: Amount, out: Amount, net: Amount }),
});
export type TransactionPage = z.infer<typeof TransactionPage>;

/** GET /wps/records/profit (personal P&L by game type) */
export const ProfitQuery = DateRange.extend({
  /** Language of `gameName` (games.names key); EN when absent or unknown. */
  language: z.string().max(8).optional(),
});
export type ProfitQuery = z.infer<typeof ProfitQuery>;
/** One game's bets and wins (a row per game, grouped by game type on the page). */
export const ProfitRow = z.object({
  gameType: z.string(),
  /** The catalogue's name in the asked language; null for a movement without a known game. */
  gameName: z.string().nullable(),
  betCount: z.number().int(),
  bets: Amount,
  wins: Amount,
  /** wins - bets, from the member's side. */
  profit: Amount,
});
export type ProfitRow = z.infer<typeof ProfitRow>;
export const ProfitReport = z.object({
  rows: z.array(ProfitRow),
  totals: z.object({ bets: Amount, wins: Amount, profit: Amount }),
});
export type ProfitReport = z.infer<typeof ProfitReport>;

/** GET /wps/records/bonus (bonusDetails) */
export const BonusQuery = PageQuery.merge(DateRange);
export type BonusQuery = z.infer<typeof BonusQuery>;
export const BonusRow = z.object({
  id: z.string(),
  time: z.iso.datetime(),
  amount: Amount,
  reference: z.string().nullable(),
  memo: z.string().nullable(),
});
export type BonusRow = z.infer<typeof BonusRow>;
export const BonusPage = pageOf(BonusRow).extend({ totalAmount: Amount });
export type BonusPage = z.infer<typeof BonusPage>;

import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import { GameType } from './games.ts';
import { LotteryFamily } from './lottery.ts';
import { Amount } from './money.ts';
import { DateRange } from './records.ts';

/**
 * Betting record (member centre page personalHistoryCopy): every round of every game and vendor,
 * in-house or third party, read from the game wallet's rounds, and every lottery bet (one row per
 * bet, i.e. per ticket and issue; its id starts with "L").
 */
export const RoundStatus = z.enum(['OPEN', 'SETTLED', 'REFUNDED']);
export type RoundStatus = z.infer<typeof RoundStatus>;

/** GET /wps/records/bets */
export const BetRecordQuery = PageQuery.merge(DateRange).extend({
  gameType: GameType.optional(),
  status: RoundStatus.optional(),
  /** Language of `gameName` (games.names key, e.g. EN, CN); EN when absent or unknown. */
  language: z.string().max(8).optional(),
});
export type BetRecordQuery = z.infer<typeof BetRecordQuery>;

export const BetRecord = z.object({
  /** Our id of the round. */
  id: z.string(),
  /** The vendor's round id (in-house: the game's own, e.g. "dice-42"). */
  roundId: z.string(),
  vassalage: z.string(),
  gameType: GameType,
  gameName: z.string(),
  nodeId: z.string().nullable(),
  stake: Amount,
  payout: Amount,
  /** payout - stake from the member's side. */
  profit: Amount,
  status: RoundStatus,
  currency: z.string(),
  time: z.iso.datetime(),
  /**
   * In-house rounds link to their recall page (seeds, every step); a self-drawn lottery bet to its
   * issue's verification on /fairness.
   */
  recallable: z.boolean(),
  /** Lottery bets only: the issue and the ticket (the family's selection, packages/games). */
  lottery: z
    .object({
      gameCode: z.string(),
      family: LotteryFamily,
      issue: z.string(),
      station: z.string().nullable(),
      betTypeCode: z.string(),
      selection: z.unknown(),
      units: z.number().int(),
      chaseIndex: z.number().int(),
      chaseLength: z.number().int(),
    })
    .nullable(),
});
export type BetRecord = z.infer<typeof BetRecord>;

export const BetRecordPage = pageOf(BetRecord).extend({
  /** Over the whole filtered range. */
  totals: z.object({ count: z.number().int(), stake: Amount, payout: Amount, profit: Amount }),
});
export type BetRecordPage = z.infer<typeof BetRecordPage>;

/** :id of GET /wps/records/bets/:id: a round's id, or "L" and a lottery bet's id. */
export const BetRecordIdParam = z.object({ id: z.string().regex(/^L?\d{1,18}$/) });

/** GET /wps/records/bets/:id?language= */
export const BetRecordDetailQuery = z.object({ language: z.string().max(8).optional() });
export type BetRecordDetailQuery = z.infer<typeof BetRecordDetailQuery>;

/** GET /wps/records/bets/:id: the round with every wallet step. */
export const BetRecordDetail = BetRecord.extend({
  steps: z.array(
    z.object({
      kind: z.enum(['BET', 'WIN', 'ROLLBACK', 'TOMBSTONE']),
      txId: z.string(),
      amount: Amount,
      time: z.iso.datetime(),
    }),
  ),
  /** In-house rounds: what the game needs to show and recompute the result (game-specific). */
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type BetRecordDetail = z.infer<typeof BetRecordDetail>;

import * as z from 'zod';
import { PageQuery, pageOf } from './cashier.ts';
import { Amount, IdempotencyKey, PositiveAmount } from './money.ts';

/**
 * Lottery (issue 15; decisions 081 and 082). The maths (families, bet types, selections, draws,
 * odds, commitments) lives in packages/games/src/lottery; these schemas carry its values as JSON
 * (`selection` is the family's `Selection`, `draw` its `Draw`), validated on the server by
 * `parseSelection` and shown by the web with the same package. Paths follow spec section 7.
 *
 * An issue ("numero") is one draw of one game: `open` (bets taken) -> `closed`
 * (closeBeforeSeconds before the draw) -> `drawn` (result known, seed revealed) -> `settled`
 * (every bet paid or lost); a failed or cancelled issue is `voided` and every bet refunded.
 * Official games (VN North/South, SEA 4D) wait in `closed` for an operator's result (`pending`
 * once entered) and a second operator's approval.
 */
export const LotteryPrizeMode = z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']);
export type LotteryPrizeMode = z.infer<typeof LotteryPrizeMode>;
export const LotteryFamily = z.enum(['ssc', 'pk10', 'k3', '11x5', 'vn-north', 'vn-south', '4d']);
export type LotteryFamily = z.infer<typeof LotteryFamily>;
export const IssueStatus = z.enum(['open', 'closed', 'drawn', 'settled', 'voided']);
export type IssueStatus = z.infer<typeof IssueStatus>;
export const GameCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
/** Issue number: the game's day (yyyymmdd, UTC) and a sequence, e.g. "20261126-0421". */
export const IssueNumber = z.string().regex(/^\d{8}-\d{1,5}$/);

/** The family's JSON values (packages/games/src/lottery Selection and Draw). */
export const Selection = z.unknown();
export const Draw = z.unknown();

// ------------------------------------------------------------------ menu

/** GET /lgw/vn/games/game_menu (prizeMode, device WEB): the games of a prize mode. */
export const GameMenuQuery = z.object({
  prizeMode: LotteryPrizeMode.optional(),
  device: z.string().max(20).optional(),
});
export const LotteryMenuGame = z.object({
  gameCode: GameCode,
  family: LotteryFamily,
  prizeMode: LotteryPrizeMode,
  /** The spec's tag comes from gameGroupCode: the family's group ("SSC", "PK10", "VN", "4D"...). */
  gameGroupCode: z.string(),
  drawSource: z.enum(['self', 'official']),
  /** Self-drawn games: seconds between issues (60, 180, 300); official games: null (daily). */
  intervalSeconds: z.number().int().nullable(),
  closeBeforeSeconds: z.number().int(),
  /** Target return to player in basis points (9900 = 99%): pay = rtp / probability. */
  rtpBps: z.number().int(),
  /** The web route that plays it: /lottery, /vnLottery or /seaLottery. */
  route: z.enum(['/lottery', '/vnLottery', '/seaLottery']),
});
export type LotteryMenuGame = z.infer<typeof LotteryMenuGame>;
export const GameMenu = z.object({
  prizeMode: LotteryPrizeMode.nullable(),
  /** Spec section 3: vnLotteryMenus carries gameMenus and accountTypeName TCG_LOTTO_VN. */
  accountTypeName: z.literal('TCG_LOTTO_VN'),
  gameMenus: z.array(LotteryMenuGame),
  /** Limits of one unit stake, in the site currency. */
  minUnitStake: Amount,
  maxUnitStake: Amount,
  /** Longest chase (issues followed by one ticket). */
  maxChaseIssues: z.number().int(),
});
export type GameMenu = z.infer<typeof GameMenu>;

// ------------------------------------------------------------------ issues and results

/** One issue as players see it. Times are ISO; `serverTime` lets the web correct its clock. */
export const LotteryIssue = z.object({
  gameCode: GameCode,
  issue: IssueNumber,
  status: IssueStatus,
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  drawAt: z.iso.datetime(),
  /** sha256 hex of the issue seed (self-drawn games), published before the issue opens. */
  commitment: z.string().nullable(),
  /**
   * Revealed with the result. Self-drawn: draw = packages/games `drawFromSeed(family, seed, issue)`
   * (the issue number is the salt) and `commitmentOf(seed) === commitment`.
   */
  seed: z.string().nullable(),
  draw: Draw.nullable(),
  drawnAt: z.iso.datetime().nullable(),
  /** Vietnam South/Central: the province station whose sheet this issue is (each is its own issue). */
  station: z.string().nullable(),
});
export type LotteryIssue = z.infer<typeof LotteryIssue>;

/** GET /lgw/vn/numeros/opened/game: the issue taking bets of every game (the lobby's countdowns). */
export const OpenedGames = z.object({
  serverTime: z.iso.datetime(),
  list: z.array(LotteryIssue),
});
export type OpenedGames = z.infer<typeof OpenedGames>;

/** GET /lotto/lgw/games/opened/numero?gameCode=: one game's open issue and the next ones (chase). */
export const OpenedNumeroQuery = z.object({ gameCode: GameCode });
export const OpenedNumero = z.object({
  serverTime: z.iso.datetime(),
  /**
   * The issue taking bets: the open one or, between its close and its draw, the next one (which
   * takes bets already); null only when the game has no issue ahead (the schedule is behind).
   */
  current: LotteryIssue.nullable(),
  /**
   * Station games (VN South/Central): every station's issue of `current`'s draw, in station order,
   * for the member to pick one; empty for other games. A station issue is not chased.
   */
  stations: z.array(LotteryIssue),
  /** The issue closed and waiting for its draw (or official result), if any: "draw in N s". */
  closing: LotteryIssue.nullable(),
  /** Issue numbers a chase would follow after `current`, in order. */
  next: z.array(IssueNumber),
  /** The last drawn issue, for the betting view's "last result". */
  last: LotteryIssue.nullable(),
});
export type OpenedNumero = z.infer<typeof OpenedNumero>;

/** GET /lgw/vn/games/recent: the last result of every game (or of one). */
export const RecentQuery = z.object({ gameCode: GameCode.optional() });
export const RecentResults = z.object({ list: z.array(LotteryIssue) });
export type RecentResults = z.infer<typeof RecentResults>;

/** GET /lgw/vn/results: one game's drawn and voided issues, newest first (trend chart, history). */
export const ResultsQuery = PageQuery.extend({ gameCode: GameCode });
export const ResultsPage = pageOf(LotteryIssue);
export type ResultsPage = z.infer<typeof ResultsPage>;

/** GET /lgw/vn/issues/:gameCode/:issue: one issue for /fairness (commitment, seed, draw). */
export const IssueParams = z.object({ gameCode: GameCode, issue: IssueNumber });
export const IssueDetail = LotteryIssue.extend({
  family: LotteryFamily,
  drawSource: z.enum(['self', 'official']),
  /**
   * Self-drawn issues: the day's chain (decision 081). `seed` hashed `index` times more gives the
   * day's published `terminalHash`, so every issue of the day was fixed before the first opened.
   */
  chain: z
    .object({ day: z.string(), index: z.number().int(), length: z.number().int(), terminalHash: z.string() })
    .nullable(),
  /** Official issues: who approved is not shown, only that two operators did. */
  resultSource: z.enum(['seed', 'operator', 'feed']).nullable(),
  voidReason: z.string().nullable(),
});
export type IssueDetail = z.infer<typeof IssueDetail>;

// ------------------------------------------------------------------ bets

/**
 * POST /lgw/vn/bets. One ticket: a bet type and a selection (expanded into `units` unit bets by
 * packages/games countUnits), a unit stake; the stake is unitStake x units per issue. A chase
 * follows the same ticket for `issues` consecutive issues from `issue`, all paid now; with
 * `stopOnWin` the issues after a win are refunded. The same idempotencyKey replays the answer.
 */
export const PlaceLotteryBet = z.object({
  gameCode: GameCode,
  issue: IssueNumber,
  betTypeCode: z.string().min(1).max(40),
  selection: Selection,
  unitStake: PositiveAmount,
  chase: z.object({ issues: z.number().int().min(1).max(120), stopOnWin: z.boolean() }).optional(),
  idempotencyKey: IdempotencyKey,
});
export type PlaceLotteryBet = z.infer<typeof PlaceLotteryBet>;

export const LotteryBetStatus = z.enum(['pending', 'won', 'lost', 'refunded']);
export type LotteryBetStatus = z.infer<typeof LotteryBetStatus>;

export const LotteryBet = z.object({
  betId: z.string(),
  ticketId: z.string(),
  gameCode: GameCode,
  issue: IssueNumber,
  betTypeCode: z.string(),
  selection: Selection,
  units: z.number().int(),
  unitStake: Amount,
  stake: Amount,
  /** Paid so far (0 until settled; the stake again on a refund). */
  payout: Amount,
  status: LotteryBetStatus,
  /** 1-based position in its chase and the chase's length (1 of 1 without a chase). */
  chaseIndex: z.number().int(),
  chaseLength: z.number().int(),
  placedAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type LotteryBet = z.infer<typeof LotteryBet>;

export const PlacedTicket = z.object({
  ticketId: z.string(),
  units: z.number().int(),
  /** unitStake x units x issues. */
  totalStake: z.string(),
  bets: z.array(LotteryBet),
  balance: Amount,
  replayed: z.boolean(),
});
export type PlacedTicket = z.infer<typeof PlacedTicket>;

/** GET /lgw/vn/bets: my lottery bets, newest first. */
export const MyBetsQuery = PageQuery.extend({
  status: LotteryBetStatus.optional(),
  gameCode: GameCode.optional(),
});
export const MyBetsPage = pageOf(LotteryBet);
export type MyBetsPage = z.infer<typeof MyBetsPage>;

// ------------------------------------------------------------------ back office (official results)

/** GET /admin/lottery/issues: issues of official games waiting for a result or an approval. */
export const AdminIssuesQuery = PageQuery.extend({
  gameCode: GameCode.optional(),
  status: IssueStatus.optional(),
});
export const PendingResult = z.object({
  resultId: z.string(),
  draw: Draw,
  enteredBy: z.string(),
  enteredAt: z.iso.datetime(),
  status: z.enum(['pending', 'approved', 'rejected']),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type PendingResult = z.infer<typeof PendingResult>;
export const AdminIssue = IssueDetail.extend({
  betCount: z.number().int(),
  stakeTotal: Amount,
  /** The latest entered result, if any. */
  result: PendingResult.nullable(),
});
export type AdminIssue = z.infer<typeof AdminIssue>;
export const AdminIssuesPage = pageOf(AdminIssue);

/** POST /admin/lottery/results: an operator enters an official result (the family's Draw). */
export const EnterResult = z.object({ gameCode: GameCode, issue: IssueNumber, draw: Draw });
export type EnterResult = z.infer<typeof EnterResult>;
/**
 * POST /admin/lottery/results/:id/approve (another operator than the one who entered it; then the
 * issue is drawn and settled) and /reject (the result is discarded and may be entered again).
 */
export const ResultIdParam = z.object({ id: z.string().regex(/^\d{1,18}$/) });
export const RejectResult = z.object({ reason: z.string().trim().min(1).max(200) });
/** POST /admin/lottery/issues/:gameCode/:issue/void: every bet of the issue is refunded. */
export const VoidIssue = z.object({ reason: z.string().trim().min(1).max(200) });

// ------------------------------------------------------------------ WebSocket

/**
 * Broadcast frames (`type` 'lottery', data below): an issue changed state. `opened` carries the
 * new issue with its commitment (the countdown restarts), `drawn` the result and the seed,
 * `settled`/`voided` follow. A player's payouts arrive as the usual `balance` events.
 */
export const LotteryWsEvent = z.object({
  kind: z.enum(['opened', 'closed', 'drawn', 'settled', 'voided']),
  issue: LotteryIssue,
});
export type LotteryWsEvent = z.infer<typeof LotteryWsEvent>;

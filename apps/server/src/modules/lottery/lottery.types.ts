/**
 * The results-source slot of the official lottery games (issue 15; decision 081). Official draws
 * (VN North/South, SEA 4D) never settle on one source's word: a result enters as a *pending*
 * result and a second operator approves it. Today the only source is operator entry
 * (`lotteryService.enterResult`). A feed adapter implements this interface; the tick would call
 * `fetch` for closed official issues and record what it returns as a pending result entered by the
 * feed, which an operator still approves (or, with two feeds, agreement of both plus one operator).
 * No adapter is built: no feed contract has been chosen (decision 081, "Not built").
 */
export interface LotteryResultSource {
  /** Stable name, stored as the result's source. */
  readonly name: string;
  /**
   * The result of one official issue as the family's Draw JSON (validated with packages/games
   * parseDraw before use), or null while the source has none yet.
   */
  fetch(gameCode: string, issue: string, drawAt: Date): Promise<unknown | null>;
}

/** Limits of one ticket, in major units of the site currency (scaled by its decimals). */
export const LOTTERY_LIMITS = {
  /** 0.10 */
  minUnitStakeTenths: 1n,
  /** 10,000 */
  maxUnitStakeMajor: 10_000n,
  maxChaseIssues: 120,
  /** Default cap of the top payout owed on one outcome (number) in one issue: 1,000,000 major units. */
  exposureCapMajor: 1_000_000n,
} as const;

/**
 * Every job of the server and when it runs (docs/decisions/060-jobs.md). A job calls services, never
 * a repository, and must be idempotent: a job can run again after a crash or a retry, and running it
 * twice must change nothing more (no money moves twice). Each returns the rows it changed, for the log.
 */

/** The services the jobs call; app.ts passes them in. */
export interface JobServices {
  withdrawals: { autoConfirmReceipts(at: Date): Promise<number> };
  outbox: { prune(at: Date): Promise<number> };
  captcha: { deleteExpired(at: Date): Promise<number> };
  sms: { deleteOldCodes(at: Date): Promise<number> };
  security: { deleteOldEmailCodes(at: Date): Promise<number> };
  twoStep: { deleteOld(at: Date): Promise<number> };
  oidc: { deleteOld(at: Date): Promise<number> };
  agent: { rollup(): Promise<number> };
  lottery: { tick(windowMs: number): Promise<number> };
  bonuses: { refreshAll(): Promise<number>; expireDue(): Promise<number> };
  promotions: { issueCashback(): Promise<number> };
  vip: { recompute(): Promise<number>; review(): Promise<number>; payMonthly(): Promise<number> };
  points: { earn(): Promise<number> };
  missions: { refreshAll(): Promise<number>; payLeaderboards(): Promise<number> };
  raffles: { drawDue(): Promise<number> };
  contracts: { settle(kind: 'dividend' | 'dailySalary' | 'hourSalary' | 'realtimeSalary'): Promise<number> };
  referral: { checkPending(): Promise<number> };
}

/**
 * The lottery tick runs this long after its cron minute, drawing each issue at its draw time
 * (1-minute issues need better than the cron's minute; decision 081).
 */
export const LOTTERY_TICK_WINDOW_MS = 55_000;

export function createJobs(s: JobServices, now: () => Date = () => new Date()) {
  return {
    /** Spec section 4: approved withdrawals not confirmed by their deadline count as received. */
    'withdrawals.autoConfirmReceipts': () => s.withdrawals.autoConfirmReceipts(now()),
    /** Real-time events past the outbox retention (ws/outbox.service.ts). */
    'cleanup.outbox': () => s.outbox.prune(now()),
    'cleanup.captchas': () => s.captcha.deleteExpired(now()),
    'cleanup.smsCodes': () => s.sms.deleteOldCodes(now()),
    'cleanup.emailCodes': () => s.security.deleteOldEmailCodes(now()),
    /** Login challenges and wrong second-step codes a day past mattering (decision 103). */
    'cleanup.twoStep': () => s.twoStep.deleteOld(now()),
    /** Provider sign-in attempts a day past their expiry (decision 111). */
    'cleanup.oidc': () => s.oidc.deleteOld(now()),
    /** Agent report rollups up to the horizon (decision 078); a repeat folds nothing twice. */
    'agent.rollup': () => s.agent.rollup(),
    /** Lottery issues created, drawn and settled (decision 081); row locks make it once per issue. */
    'lottery.tick': () => s.lottery.tick(LOTTERY_TICK_WINDOW_MS),
    /** Bonus wagering from settled bets; bonuses whose wagering is done are released to cash (decision 090). */
    'promotions.wagering': () => s.bonuses.refreshAll(),
    /** Active bonuses past their expiry are taken back (after a last wagering check). */
    'promotions.expire': () => s.bonuses.expireDue(),
    /** Cashback rewards for the last closed period, once per (promotion, member, period) (decision 091). */
    'promotions.cashback': () => s.promotions.issueCashback(),
    /** Settled valid bet and deposits folded into VIP progress; levels re-evaluated, upgrade bonuses paid once (decision 099). */
    'vip.recompute': () => s.vip.recompute(),
    /** The VIP keep (downgrade) rule for every VIP member. */
    'vip.review': () => s.vip.review(),
    /** Each VIP member's monthly bonus, once per (member, month). */
    'vip.monthly': () => s.vip.payMonthly(),
    /** Points earned from settled bets and deposits at the operator's rates, once per window (decision 100). */
    'points.earn': () => s.points.earn(),
    /** Mission progress from settled rounds; a mission done places its reward once (decision 101). */
    'missions.progress': () => s.missions.refreshAll(),
    /** Leaderboard prizes of the last closed period, once per (board, period, rank). */
    'missions.leaderboards': () => s.missions.payLeaderboards(),
    /** Ended raffles drawn from their committed seed; prizes into the reward centre. */
    'rewards.raffleDraw': () => s.raffles.drawDue(),
    /**
     * Contract settlement (decision 086): each run writes the statements of every complete period
     * (in each contract's own zone) up to the rollup's watermark and pays what is pending; a
     * statement is unique per version and period and its payment keyed by its id, so a repeat or a
     * second process pays nothing twice.
     */
    'contracts.realtimeSalary': () => s.contracts.settle('realtimeSalary'),
    'contracts.hourSalary': () => s.contracts.settle('hourSalary'),
    'contracts.dailySalary': () => s.contracts.settle('dailySalary'),
    'contracts.dividend': () => s.contracts.settle('dividend'),
    /**
     * Refer and earn (decision 102): pending referees judged (payout account, deposit and bets within
     * the days) and their referrers paid; a referral is paid under its row lock with the ledger key
     * `referral/reward:<refereeId>`, so a repeat or a second process pays nothing twice.
     */
    'referral.rewards': () => s.referral.checkPending(),
  } satisfies Record<string, () => Promise<number>>;
}

export type Jobs = ReturnType<typeof createJobs>;
export type JobName = keyof Jobs;

/** A crontab line: minute hour day-of-month month day-of-week, in UTC. */
export interface Schedule {
  task: JobName;
  match: string;
}

/**
 * The cron list. graphile-worker turns each tick into one job for the whole cluster. Auto-confirm
 * checks every minute, so a receipt is confirmed less than a minute after its deadline; the cleanups
 * run hourly at different minutes so that each run deletes about an hour's rows.
 */
export const CRONTAB: readonly Schedule[] = [
  { task: 'withdrawals.autoConfirmReceipts', match: '* * * * *' },
  { task: 'cleanup.outbox', match: '17 * * * *' },
  { task: 'cleanup.captchas', match: '23 * * * *' },
  { task: 'cleanup.smsCodes', match: '29 * * * *' },
  { task: 'cleanup.emailCodes', match: '31 * * * *' },
  { task: 'cleanup.twoStep', match: '37 * * * *' },
  { task: 'cleanup.oidc', match: '43 * * * *' },
  { task: 'agent.rollup', match: '* * * * *' },
  { task: 'lottery.tick', match: '* * * * *' },
  { task: 'promotions.wagering', match: '* * * * *' },
  { task: 'promotions.expire', match: '*/5 * * * *' },
  { task: 'promotions.cashback', match: '13 * * * *' },
  { task: 'vip.recompute', match: '* * * * *' },
  { task: 'vip.review', match: '41 3 * * *' },
  { task: 'vip.monthly', match: '19 * * * *' },
  { task: 'points.earn', match: '* * * * *' },
  { task: 'missions.progress', match: '* * * * *' },
  // Periods end at UTC midnight (Monday for weekly boards): prizes are paid within 5 minutes.
  { task: 'missions.leaderboards', match: '*/5 * * * *' },
  { task: 'rewards.raffleDraw', match: '* * * * *' },
  // Real-time salary every 5 minutes (spec section 4), two minutes after each window so the rollup's
  // watermark has passed it. Days and dividend periods end at a different UTC hour in each zone, so
  // those jobs run hourly and settle whichever periods have ended (decision 086).
  { task: 'contracts.realtimeSalary', match: '2,7,12,17,22,27,32,37,42,47,52,57 * * * *' },
  { task: 'contracts.hourSalary', match: '3 * * * *' },
  { task: 'contracts.dailySalary', match: '7 * * * *' },
  { task: 'contracts.dividend', match: '11 * * * *' },
  { task: 'referral.rewards', match: '*/5 * * * *' },
];

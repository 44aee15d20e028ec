import type {
  ActivityStatus,
  EligibilityReason,
  GameWeights,
  PromotionPeriod,
  PromotionRules,
} from '@goldline/contract/promotions';

/**
 * The promotion rules as pure functions (decision 091): periods, bonus amounts, wagering, the
 * eligibility reasons and the member-facing status. No I/O: the service gathers the facts.
 */

const DAY_MS = 86_400_000;

export interface PeriodWindow {
  key: string;
  from: Date;
  to: Date;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The calendar period (UTC) that contains `at`; ONCE is one window for all time. */
export function periodOf(period: PromotionPeriod, at: Date): PeriodWindow {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  switch (period) {
    case 'ONCE':
      return { key: 'once', from: new Date(0), to: new Date(8_640_000_000_000_000) };
    case 'DAILY':
      return { key: `D${ymd(day)}`, from: day, to: new Date(day.getTime() + DAY_MS) };
    case 'WEEKLY': {
      // ISO weeks start on Monday.
      const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
      return { key: `W${ymd(monday)}`, from: monday, to: new Date(monday.getTime() + 7 * DAY_MS) };
    }
    case 'MONTHLY': {
      const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
      const to = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
      return { key: `M${ymd(from).slice(0, 7)}`, from, to };
    }
  }
}

/** The last closed period before the one containing `at` (cashback pays on it). */
export function previousPeriod(period: Exclude<PromotionPeriod, 'ONCE'>, at: Date): PeriodWindow {
  return periodOf(period, new Date(periodOf(period, at).from.getTime() - 1));
}

/** A percent with at most 2 decimals in basis points (100 -> 10_000). */
export const percentToBp = (percent: number): bigint => BigInt(Math.round(percent * 100));

/** `base` x percent, rounded down, at most `cap`. */
export function percentOf(base: bigint, percent: number, cap: bigint): bigint {
  const raw = (base * percentToBp(percent)) / 10_000n;
  return raw < cap ? raw : cap;
}

/** What must be bet before a bonus is released: amount x multiple (2 decimals), rounded up. */
export function wageringRequired(amount: bigint, multiple: number): bigint {
  const hundredths = BigInt(Math.round(multiple * 100));
  return (amount * hundredths + 99n) / 100n;
}

/**
 * Wagering done from the turnover per game type: each type counts its weight in percent (types the
 * rules don't name count `otherGames`), rounded down, never above what is required.
 */
export function weightedWagering(
  turnover: Map<string, bigint>,
  weights: GameWeights,
  required: bigint,
): bigint {
  let done = 0n;
  for (const [type, amount] of turnover) {
    const w = (weights.weights as Record<string, number | undefined>)[type] ?? weights.otherGames;
    done += (amount * BigInt(w)) / 100n;
  }
  return done < required ? done : required;
}

/** The facts about one member and one promotion that decide eligibility (gathered by the service). */
export interface EligibilityFacts {
  now: Date;
  startsAt: Date;
  endsAt: Date | null;
  enabled: boolean;
  rules: PromotionRules;
  /** Minor units -> decimal text, for the reasons' params. */
  money: (minor: bigint) => string;
  /** The rules' decimal amounts in minor units. */
  minor: (amount: string) => bigint;
  /** null for a visitor. */
  member: null | {
    trial: boolean;
    registeredAt: Date;
    /** A bonus of this promotion already granted in the current period. */
    grantedThisPeriod: boolean;
    pendingApplication: boolean;
    /** Deposit types: approved deposits credited in the current window, oldest first. */
    depositsInWindow: { id: string; amount: bigint; creditedAt: Date }[];
    /** FIRST_DEPOSIT: the member's first approved deposit ever. */
    firstDeposit: { id: string; amount: bigint; creditedAt: Date } | null;
    /** CASHBACK: the net loss of the last closed period, and whether its reward waits. */
    lastPeriodLoss: bigint;
    rewardWaiting: bigint | null;
  };
}

export interface EligibilityResult {
  eligible: boolean;
  reasons: EligibilityReason[];
  /** What the bonus would be worked out from (the deposit or the loss), when eligible. */
  base: bigint | null;
  /** The bonus a claim would grant now, when eligible. */
  bonus: bigint | null;
}

const reason = (code: EligibilityReason['code'], params: Record<string, string> = {}): EligibilityReason => ({
  code,
  params,
});

/**
 * Why a member can or cannot take part. Order: schedule, visitor, trial, already received, pending
 * application, then the type's own condition.
 */
export function evaluateEligibility(f: EligibilityFacts): EligibilityResult {
  const no = (r: EligibilityReason): EligibilityResult => ({
    eligible: false,
    reasons: [r],
    base: null,
    bonus: null,
  });
  if (f.now < f.startsAt) return no(reason('notStarted', { start: f.startsAt.toISOString() }));
  if (!f.enabled || (f.endsAt && f.now >= f.endsAt)) return no(reason('ended'));
  if (!f.member) return no(reason('loginRequired'));
  const m = f.member;
  if (m.trial) return no(reason('trialAccount'));
  const r = f.rules.reward;
  if (m.grantedThisPeriod)
    return no(reason('alreadyClaimed', { period: r.type === 'FIRST_DEPOSIT' ? 'ONCE' : f.rules.period }));
  if (m.pendingApplication) return no(reason('applicationPending'));
  switch (r.type) {
    case 'DEPOSIT_MATCH': {
      const min = f.minor(r.minDeposit);
      const since = new Date(Math.max(f.startsAt.getTime(), periodOf(f.rules.period, f.now).from.getTime()));
      const qualifying = [...m.depositsInWindow].reverse().find((d) => d.amount >= min);
      if (!qualifying) return no(reason('minDeposit', { amount: f.money(min), since: since.toISOString() }));
      const bonus = percentOf(qualifying.amount, r.percent, f.minor(r.maxBonus));
      return {
        eligible: true,
        reasons: [reason('eligibleDeposit', { amount: f.money(qualifying.amount), bonus: f.money(bonus) })],
        base: qualifying.amount,
        bonus,
      };
    }
    case 'FIRST_DEPOSIT': {
      const min = f.minor(r.minDeposit);
      const first = m.firstDeposit;
      if (!first) return no(reason('minDeposit', { amount: f.money(min), since: f.startsAt.toISOString() }));
      if (first.creditedAt < f.startsAt) return no(reason('firstDepositOnly'));
      if (first.amount < min) return no(reason('firstDepositOnly'));
      const bonus = percentOf(first.amount, r.percent, f.minor(r.maxBonus));
      return {
        eligible: true,
        reasons: [reason('eligibleDeposit', { amount: f.money(first.amount), bonus: f.money(bonus) })],
        base: first.amount,
        bonus,
      };
    }
    case 'CASHBACK': {
      // A reward already waits in the reward centre (issued by the cashback job or the house).
      if (m.rewardWaiting !== null)
        return {
          eligible: true,
          reasons: [reason('eligible', { bonus: f.money(m.rewardWaiting) })],
          base: null,
          bonus: m.rewardWaiting,
        };
      const min = f.minor(r.minLoss);
      const bonus = percentOf(m.lastPeriodLoss, r.percent, f.minor(r.maxBonus));
      if (m.lastPeriodLoss < min || bonus <= 0n)
        return no(
          reason('noNetLoss', {
            loss: f.money(m.lastPeriodLoss > 0n ? m.lastPeriodLoss : 0n),
            minLoss: f.money(min),
          }),
        );
      return {
        eligible: true,
        reasons: [
          reason('eligibleCashback', {
            period: f.rules.period,
            loss: f.money(m.lastPeriodLoss),
            bonus: f.money(bonus),
          }),
        ],
        base: m.lastPeriodLoss,
        bonus,
      };
    }
    case 'FREE_BET': {
      const bonus = f.minor(r.amount);
      return { eligible: true, reasons: [reason('eligible')], base: null, bonus };
    }
    case 'SIGN_UP': {
      const limit = m.registeredAt.getTime() + r.withinDays * DAY_MS;
      if (f.now.getTime() > limit) return no(reason('signUpWindow', { days: String(r.withinDays) }));
      return { eligible: true, reasons: [reason('eligible')], base: null, bonus: f.minor(r.amount) };
    }
  }
}

/** The member's latest dealings with a promotion in the current period, for its status. */
export interface StatusFacts {
  now: Date;
  startsAt: Date;
  endsAt: Date | null;
  enabled: boolean;
  mode: PromotionRules['mode'];
  cashback: boolean;
  loggedIn: boolean;
  eligible: boolean;
  bonus: { status: 'ACTIVE' | 'RELEASED' | 'FORFEITED' | 'EXPIRED'; fromApplication: boolean } | null;
  application: 'PENDING' | 'APPROVED' | 'REJECTED' | null;
  rewardWaiting: boolean;
}

/** Spec section 4's activity statuses from the facts (the list and the detail show it). */
export function activityStatus(f: StatusFacts): ActivityStatus {
  if (f.now < f.startsAt) return 'COMING_SOON';
  if (f.bonus?.status === 'ACTIVE') return 'IN_PROCESS';
  if (f.bonus) return f.bonus.fromApplication ? 'ISSUED' : 'CLAIMED';
  if (!f.enabled || (f.endsAt && f.now >= f.endsAt)) return 'CLOSED';
  if (f.rewardWaiting) return 'CLAIM';
  if (f.application === 'PENDING') return 'APPLYING';
  if (f.application === 'REJECTED' && !f.eligible) return 'REJECTED';
  if (!f.loggedIn) return 'JOIN';
  if (f.cashback) return f.eligible ? 'CLAIM' : 'JOINED';
  if (f.mode === 'CLAIM') return f.eligible ? 'CLAIM' : 'JOIN';
  return 'JOIN';
}

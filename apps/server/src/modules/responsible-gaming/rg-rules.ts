import { AppError } from '../../lib/app-error.ts';

/**
 * The rules of responsible-gaming settings as pure functions (decision 107): which limit is in
 * force at an instant, what a change does, and how long an exclusion lasts. No I/O.
 */

/** UKGC RTS 12: a raise (or a removal) waits 24 hours; a decrease or a new limit applies at once. */
export const COOL_OFF_MS = 24 * 3_600_000;

export type LimitKind = 'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION';
export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH' | 'SESSION';
export type MoneyPeriod = Exclude<LimitPeriod, 'SESSION'>;

/** A limit as stored: `amount` in minor units (SESSION: minutes); `pending` a raise or removal (null amount). */
export interface StoredLimit {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint;
  pending: { amount: bigint | null; effectiveAt: Date } | null;
}

export interface Exclusion {
  type: 'TIME_OUT' | 'SELF_EXCLUSION';
  until: Date;
}

export interface RgState {
  limits: StoredLimit[];
  realityCheckMinutes: number;
  exclusion: Exclusion | null;
}

/** The limit in force at `at`: a pending change whose cool-off is over has replaced it (null: removed). */
export function effectiveLimit(limit: StoredLimit, at: Date): StoredLimit | null {
  if (!limit.pending || limit.pending.effectiveAt > at) return limit;
  return limit.pending.amount === null ? null : { ...limit, amount: limit.pending.amount, pending: null };
}

export function effectiveLimits(state: RgState, at: Date): StoredLimit[] {
  return state.limits.flatMap((l) => effectiveLimit(l, at) ?? []);
}

/** Whether the money path must keep running totals for this member (any money limit in force or pending). */
export function hasMoneyLimits(state: RgState, at: Date): boolean {
  return effectiveLimits(state, at).some((l) => l.kind !== 'SESSION');
}

/**
 * The limits after the member sets one to `amount` (null: remove it): lower or new -> at once
 * (a pending raise is dropped); higher or removed -> pending until `at` + 24 h.
 */
export function changeLimit(
  limits: StoredLimit[],
  change: { kind: LimitKind; period: LimitPeriod; amount: bigint | null },
  at: Date,
): StoredLimit[] {
  const same = (l: StoredLimit) => l.kind === change.kind && l.period === change.period;
  const others = limits.filter((l) => !same(l)).flatMap((l) => effectiveLimit(l, at) ?? []);
  const stored = limits.find(same);
  const current = stored ? effectiveLimit(stored, at) : null;
  const { amount } = change;
  if (!current) return amount === null ? others : [...others, { ...change, amount, pending: null }];
  if (amount !== null && amount <= current.amount) return [...others, { ...current, amount, pending: null }];
  const pending = { amount, effectiveAt: new Date(at.getTime() + COOL_OFF_MS) };
  return [...others, { ...current, pending }];
}

/** The exclusion in force at `at`, if any. */
export function activeExclusion(state: RgState | null, at: Date): Exclusion | null {
  const e = state?.exclusion;
  return e && e.until > at ? e : null;
}

/**
 * A new time-out or self-exclusion from `at`. It may only lengthen one in force: nobody (member,
 * agent or operator) can end or shorten it early (AGCO 2.13/2.14).
 */
export function newExclusion(
  current: Exclusion | null,
  request: { type: 'TIME_OUT'; days: number } | { type: 'SELF_EXCLUSION'; months: number },
  at: Date,
): Exclusion {
  const until = new Date(at);
  if (request.type === 'TIME_OUT') until.setTime(at.getTime() + request.days * 86_400_000);
  else until.setUTCMonth(until.getUTCMonth() + request.months);
  if (current && current.until > until) throw new AppError('RG_EXCLUSION_LOCKED');
  const type = current?.type === 'SELF_EXCLUSION' ? 'SELF_EXCLUSION' : request.type;
  return { type, until };
}

/** The refusal of a login, bet or deposit during an exclusion; the web says until when. */
export const excludedError = (e: Exclusion) =>
  new AppError('RG_EXCLUDED', { fields: { context: e.type, type: e.type, until: e.until.toISOString() } });

/** The refusal of a bet or deposit past a limit: which limit (the message's context) and its reset. */
export const limitError = (limit: StoredLimit, resetsAt: Date) =>
  new AppError('RG_LIMIT_REACHED', {
    fields: {
      context: `${limit.kind}_${limit.period}`,
      limit: limit.amount.toString(),
      resetsAt: resetsAt.toISOString(),
    },
  });

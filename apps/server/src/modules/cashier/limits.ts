/** Per-request and per-day withdrawal limits (operator settings; issue "Wallet"). */
export type LimitProblem = 'below_min' | 'above_max' | 'daily_count' | null;

export function withdrawLimitProblem(i: {
  amount: bigint;
  min: bigint;
  max: bigint;
  usedToday: number;
  dailyCount: number;
}): LimitProblem {
  if (i.amount < i.min) return 'below_min';
  if (i.amount > i.max) return 'above_max';
  if (i.usedToday >= i.dailyCount) return 'daily_count';
  return null;
}

/** The withdrawal quota counts per UTC day (one boundary for every server and time zone). */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

import type { MissionPeriod } from '@goldline/contract/missions';

/**
 * A mission's or leaderboard's period in UTC: a calendar day (`D2026-11-26`) or an ISO week from
 * Monday (`W2026-11-23`, the Monday's date). [from, to).
 */
export interface PeriodWindow {
  key: string;
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;

export function periodWindow(period: MissionPeriod, at: Date): PeriodWindow {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (period === 'DAILY') {
    return { key: `D${day.toISOString().slice(0, 10)}`, from: day, to: new Date(day.getTime() + DAY_MS) };
  }
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const from = new Date(day.getTime() - sinceMonday * DAY_MS);
  return { key: `W${from.toISOString().slice(0, 10)}`, from, to: new Date(from.getTime() + 7 * DAY_MS) };
}

/** The period just before the one `at` is in. */
export function previousWindow(period: MissionPeriod, at: Date): PeriodWindow {
  return periodWindow(period, new Date(periodWindow(period, at).from.getTime() - 1));
}

import type { AgentPeriod } from '@goldline/contract/agent';
import { validationFailed } from '../../lib/app-error.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A range of whole days is at most this wide (like the member records, decision 078). */
export const MAX_RANGE_DAYS = 93;

export interface Period {
  period: AgentPeriod;
  /** First and last local day, inclusive. */
  from: string;
  to: string;
  /** [start, end) as instants, on hour boundaries (the rollup's buckets). */
  start: Date;
  end: Date;
  /** The offset actually used: whole hours, rounded down (decision 078). */
  offsetMinutes: number;
  /** Every local day of the range, oldest first. */
  days: string[];
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** What a report call asks for (contract PeriodQuery). */
export interface PeriodQuery {
  period: AgentPeriod;
  from?: string | undefined;
  to?: string | undefined;
  tzOffset: number;
}

/**
 * A report period in the caller's days (contract PeriodQuery): `tzOffset` minutes east of UTC,
 * rounded down to a whole hour so that day boundaries fall on the hourly rollup's buckets.
 */
export function resolvePeriod(q: PeriodQuery, now: Date): Period {
  const offsetMinutes = Math.floor(q.tzOffset / 60) * 60;
  const localNow = now.getTime() + offsetMinutes * 60_000;
  const today = iso(localNow);
  let from: string;
  let to: string = today;
  switch (q.period) {
    case 'today':
      from = today;
      break;
    case 'yesterday':
      from = iso(dayMs(today) - DAY);
      to = from;
      break;
    case 'thisWeek': {
      // Monday first (ISO weeks).
      const weekday = (new Date(dayMs(today)).getUTCDay() + 6) % 7;
      from = iso(dayMs(today) - weekday * DAY);
      break;
    }
    case 'thisMonth':
      from = `${today.slice(0, 7)}-01`;
      break;
    case 'range': {
      if (!q.from || !q.to) throw validationFailed({ [q.from ? 'to' : 'from']: 'required' });
      from = q.from;
      to = q.to;
      if (dayMs(to) < dayMs(from)) throw validationFailed({ to: 'before_from' });
      if ((dayMs(to) - dayMs(from)) / DAY + 1 > MAX_RANGE_DAYS)
        throw validationFailed({ to: 'range_too_wide' });
      break;
    }
  }
  const start = new Date(dayMs(from) - offsetMinutes * 60_000);
  const end = new Date(dayMs(to) + DAY - offsetMinutes * 60_000);
  if (start.getTime() % HOUR !== 0) throw new Error('period start off the hour grid');
  const days: string[] = [];
  for (let d = dayMs(from); d <= dayMs(to); d += DAY) days.push(iso(d));
  return { period: q.period, from, to, start, end, offsetMinutes, days };
}

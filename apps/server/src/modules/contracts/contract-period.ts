import type { ContractKind, DividendPeriod } from '@goldline/contract/contracts';

/**
 * Settlement periods of a contract (docs/decisions/086), cut in the contract's zone: `tzOffset`
 * minutes east of UTC, whole hours (GMT+7 -> 420, GMT-4 -> -240). Real-time salary: 5-minute
 * windows (spec section 4); hourly salary: hours; daily salary and Daily dividends: local days;
 * Weekly: ISO weeks (Monday first); Semimonthly: the 1st-15th and the 16th-last day; Monthly.
 * Pure: the unit tests check the boundaries around local midnight and month end.
 */
export interface ContractPeriod {
  /** [start, end) as instants. */
  start: Date;
  end: Date;
  /** The local period: '2026-11-25', '2026-11-25 14:00', '2026-11-25 14:05', '2026-W48', '2026-11 H2', '2026-11'. */
  label: string;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export type Cadence = 'fiveMinutes' | 'hour' | DividendPeriod | 'testDay';

/**
 * E2E_FAST_JOBS=1 only (demo only; docs/decisions/096): a daily salary's "day" lasts this many
 * minutes, so an end-to-end test can see a period end and its statement paid. Set once at start
 * (compose.ts, after the demo seed); null everywhere else, where a day is a local day.
 */
let testDayMinutes: number | null = null;
export function shortenDailySalaryDays(minutes: number | null): void {
  testDayMinutes = minutes;
}

export function cadenceOf(kind: ContractKind, period: DividendPeriod | null): Cadence {
  switch (kind) {
    case 'realtimeSalary':
      return 'fiveMinutes';
    case 'hourSalary':
      return 'hour';
    case 'dailySalary':
      return testDayMinutes === null ? 'Daily' : 'testDay';
    case 'dividend':
      if (!period) throw new Error('a dividend contract needs a period');
      return period;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayLabel = (d: Date) => d.toISOString().slice(0, 10);

/** The period of `cadence` containing `at`, in the zone `tzOffset` (minutes east, whole hours). */
export function periodAt(cadence: Cadence, tzOffset: number, at: Date): ContractPeriod {
  if (tzOffset % 60 !== 0) throw new Error('contract zones are whole hours');
  const shift = tzOffset * MIN;
  // "Local" instants: UTC fields of `local` read as the wall clock in the zone.
  const local = new Date(at.getTime() + shift);
  const back = (localMs: number) => new Date(localMs - shift);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  switch (cadence) {
    case 'fiveMinutes':
    case 'testDay': {
      const length = (cadence === 'testDay' ? (testDayMinutes ?? 1440) : 5) * MIN;
      const s = Math.floor(local.getTime() / length) * length;
      const l = new Date(s);
      return {
        start: back(s),
        end: back(s + length),
        label: `${dayLabel(l)} ${pad(l.getUTCHours())}:${pad(l.getUTCMinutes())}`,
      };
    }
    case 'hour': {
      const s = Math.floor(local.getTime() / HOUR) * HOUR;
      const l = new Date(s);
      return { start: back(s), end: back(s + HOUR), label: `${dayLabel(l)} ${pad(l.getUTCHours())}:00` };
    }
    case 'Daily': {
      const s = Date.UTC(y, m, d);
      return { start: back(s), end: back(s + DAY), label: dayLabel(new Date(s)) };
    }
    case 'Weekly': {
      const weekday = (local.getUTCDay() + 6) % 7; // Monday 0
      const s = Date.UTC(y, m, d - weekday);
      return { start: back(s), end: back(s + 7 * DAY), label: isoWeekLabel(new Date(s)) };
    }
    case 'Semimonthly': {
      const first = d <= 15;
      const s = Date.UTC(y, m, first ? 1 : 16);
      const e = first ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1);
      return { start: back(s), end: back(e), label: `${y}-${pad(m + 1)} ${first ? 'H1' : 'H2'}` };
    }
    case 'Monthly': {
      const s = Date.UTC(y, m, 1);
      return { start: back(s), end: back(Date.UTC(y, m + 1, 1)), label: `${y}-${pad(m + 1)}` };
    }
  }
}

/** ISO 8601 week label of a Monday: the week belongs to the year of its Thursday. */
function isoWeekLabel(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - jan1) / DAY / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** The period right after `p`. */
export function nextPeriod(cadence: Cadence, tzOffset: number, p: ContractPeriod): ContractPeriod {
  return periodAt(cadence, tzOffset, p.end);
}

/**
 * The complete periods to settle: from the one containing `from` (or the one after `after`, the
 * last settled period's end) up to those ending at or before `until`, at most `limit` of them.
 */
export function duePeriods(
  cadence: Cadence,
  tzOffset: number,
  from: Date,
  until: Date,
  limit: number,
): ContractPeriod[] {
  const out: ContractPeriod[] = [];
  let p = periodAt(cadence, tzOffset, from);
  while (p.end <= until && out.length < limit) {
    out.push(p);
    p = nextPeriod(cadence, tzOffset, p);
  }
  return out;
}

/** The last complete period before `at` (the preview's "last period"). */
export function lastCompletePeriod(cadence: Cadence, tzOffset: number, at: Date): ContractPeriod {
  const current = periodAt(cadence, tzOffset, at);
  return periodAt(cadence, tzOffset, new Date(current.start.getTime() - 1));
}

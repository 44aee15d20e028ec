import { sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/database.ts';
import type { MoneyPeriod, RgState } from './rg-rules.ts';

/** The limits column (migration 0032): amounts as strings of minor units (minutes for SESSION). */
const StoredLimits = z.array(
  z.object({
    kind: z.enum(['DEPOSIT', 'LOSS', 'WAGER', 'SESSION']),
    period: z.enum(['DAY', 'WEEK', 'MONTH', 'SESSION']),
    amount: z.string().transform(BigInt),
    pending: z
      .object({
        amount: z.string().transform(BigInt).nullable(),
        effectiveAt: z.string().transform((s) => new Date(s)),
      })
      .nullable(),
  }),
);

export interface PeriodTotals {
  period: MoneyPeriod;
  /** The period's bounds [start, end) as instants (calendar period in the operator's zone). */
  start: Date;
  end: Date;
  deposited: bigint;
  wagered: bigint;
  returned: bigint;
}

export type TotalsDelta = Pick<PeriodTotals, 'deposited' | 'wagered' | 'returned'>;

interface SettingsRow {
  limits: unknown;
  reality_check_minutes: number;
  exclusion_type: 'TIME_OUT' | 'SELF_EXCLUSION' | null;
  excluded_until: Date | null;
}

function stateOf(row: SettingsRow): RgState {
  return {
    limits: StoredLimits.parse(row.limits),
    realityCheckMinutes: row.reality_check_minutes,
    exclusion:
      row.exclusion_type && row.excluded_until
        ? { type: row.exclusion_type, until: row.excluded_until }
        : null,
  };
}

/**
 * The three calendar periods containing `at` in zone `tz`, as (period, unit) rows with their first
 * day and their bounds: PostgreSQL's date_trunc does the calendar (weeks start on Monday, ISO).
 */
const periodsAt = (at: Date, tz: string) => sql`
  SELECT p.period, (date_trunc(p.unit, ${at}::timestamptz AT TIME ZONE ${tz}))::date AS period_start,
         date_trunc(p.unit, ${at}::timestamptz AT TIME ZONE ${tz}) AT TIME ZONE ${tz} AS starts_at,
         (date_trunc(p.unit, ${at}::timestamptz AT TIME ZONE ${tz}) + ('1 ' || p.unit)::interval)
           AT TIME ZONE ${tz} AS ends_at
  FROM (VALUES ('DAY', 'day', 1), ('WEEK', 'week', 2), ('MONTH', 'month', 3)) AS p(period, unit, n)
  ORDER BY p.n`;

interface TotalsRow {
  period: MoneyPeriod;
  starts_at: Date;
  ends_at: Date;
  deposited: string;
  wagered: string;
  returned: string;
}

const totalsOf = (rows: TotalsRow[]): PeriodTotals[] =>
  rows.map((r) => ({
    period: r.period,
    start: r.starts_at,
    end: r.ends_at,
    deposited: BigInt(r.deposited),
    wagered: BigInt(r.wagered),
    returned: BigInt(r.returned),
  }));

/** A member on a time-out or self-exclusion (the back office's list). */
export interface ExcludedMember {
  memberId: string;
  username: string;
  type: 'TIME_OUT' | 'SELF_EXCLUSION';
  until: Date;
}

/** The only SQL on rg_settings and rg_period_totals. */
export const responsibleGamingRepository = {
  /** Members excluded at `at`, soonest end first, one page, with how many there are in all. */
  async excluded(
    ex: Executor,
    at: Date,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ExcludedMember[]; total: number }> {
    const { rows } = await sql<{
      id: string;
      username: string;
      exclusion_type: 'TIME_OUT' | 'SELF_EXCLUSION';
      excluded_until: Date;
      total: string;
    }>`
      SELECT m.id::text AS id, m.username, s.exclusion_type, s.excluded_until, count(*) OVER () AS total
      FROM rg_settings s JOIN members m ON m.id = s.member_id
      WHERE s.exclusion_type IS NOT NULL AND s.excluded_until > ${at}
      ORDER BY s.excluded_until, m.id
      LIMIT ${page.limit} OFFSET ${page.offset}`.execute(ex);
    return {
      rows: rows.map((r) => ({
        memberId: r.id,
        username: r.username,
        type: r.exclusion_type,
        until: r.excluded_until,
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  },

  async find(ex: Executor, memberId: string): Promise<RgState | null> {
    const row = await ex
      .selectFrom('rg_settings')
      .select(['limits', 'reality_check_minutes', 'exclusion_type', 'excluded_until'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row ? stateOf(row) : null;
  },

  /** The member's settings row, created if missing, locked until the end of `trx`. */
  async lock(ex: Executor, memberId: string): Promise<RgState> {
    await ex
      .insertInto('rg_settings')
      .values({ member_id: memberId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await ex
      .selectFrom('rg_settings')
      .select(['limits', 'reality_check_minutes', 'exclusion_type', 'excluded_until'])
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return stateOf(row);
  },

  async save(ex: Executor, memberId: string, state: RgState, at: Date): Promise<void> {
    const limits = state.limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: l.amount.toString(),
      pending: l.pending
        ? { amount: l.pending.amount?.toString() ?? null, effectiveAt: l.pending.effectiveAt.toISOString() }
        : null,
    }));
    await ex
      .updateTable('rg_settings')
      .set({
        limits: JSON.stringify(limits),
        reality_check_minutes: state.realityCheckMinutes,
        exclusion_type: state.exclusion?.type ?? null,
        excluded_until: state.exclusion?.until ?? null,
        updated_at: at,
      })
      .where('member_id', '=', memberId)
      .execute();
  },

  /**
   * Adds a movement to the member's day, week and month totals and returns them after it. The
   * upsert locks the three rows (always in this order) until the movement's transaction ends, so
   * the member's concurrent bets are checked one after the other.
   */
  async add(ex: Executor, memberId: string, at: Date, tz: string, d: TotalsDelta): Promise<PeriodTotals[]> {
    const { rows } = await sql<TotalsRow>`
      WITH p AS (${periodsAt(at, tz)}),
      up AS (
        INSERT INTO rg_period_totals AS t (member_id, period, period_start, deposited, wagered, returned)
        SELECT ${memberId}, p.period, p.period_start, ${d.deposited}, ${d.wagered}, ${d.returned} FROM p
        ON CONFLICT (member_id, period, period_start) DO UPDATE SET
          deposited = t.deposited + EXCLUDED.deposited,
          wagered = t.wagered + EXCLUDED.wagered,
          returned = t.returned + EXCLUDED.returned
        RETURNING t.period, t.deposited, t.wagered, t.returned
      )
      SELECT p.period, p.starts_at, p.ends_at, up.deposited, up.wagered, up.returned
      FROM p JOIN up ON up.period = p.period`.execute(ex);
    return totalsOf(rows);
  },

  /** The current periods' totals (zeros where nothing was recorded). */
  async current(ex: Executor, memberId: string, at: Date, tz: string): Promise<PeriodTotals[]> {
    const { rows } = await sql<TotalsRow>`
      WITH p AS (${periodsAt(at, tz)})
      SELECT p.period, p.starts_at, p.ends_at, coalesce(t.deposited, 0) AS deposited,
             coalesce(t.wagered, 0) AS wagered, coalesce(t.returned, 0) AS returned
      FROM p LEFT JOIN rg_period_totals t
        ON t.member_id = ${memberId} AND t.period = p.period AND t.period_start = p.period_start`.execute(ex);
    return totalsOf(rows);
  },

  /** Starts the totals again from figures read elsewhere (the ledger's records), dropping old rows. */
  async reset(ex: Executor, memberId: string, at: Date, tz: string, totals: TotalsDelta[]): Promise<void> {
    await ex.deleteFrom('rg_period_totals').where('member_id', '=', memberId).execute();
    const [day, week, month] = totals;
    if (!day || !week || !month) throw new Error('reset needs the day, week and month totals');
    await sql`
      INSERT INTO rg_period_totals (member_id, period, period_start, deposited, wagered, returned)
      SELECT ${memberId}, p.period, p.period_start, v.deposited, v.wagered, v.returned
      FROM (${periodsAt(at, tz)}) p
      JOIN (VALUES ('DAY', ${day.deposited}::bigint, ${day.wagered}::bigint, ${day.returned}::bigint),
                   ('WEEK', ${week.deposited}::bigint, ${week.wagered}::bigint, ${week.returned}::bigint),
                   ('MONTH', ${month.deposited}::bigint, ${month.wagered}::bigint, ${month.returned}::bigint))
        AS v(period, deposited, wagered, returned) ON v.period = p.period`.execute(ex);
  },
};

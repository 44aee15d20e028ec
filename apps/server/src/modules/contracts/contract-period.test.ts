import { describe, expect, it } from 'vitest';
import { duePeriods, lastCompletePeriod, periodAt } from './contract-period.ts';

const at = (iso: string) => new Date(iso);
const span = (p: { start: Date; end: Date; label: string }) => [
  p.start.toISOString(),
  p.end.toISOString(),
  p.label,
];

describe('contract periods in the contract zone (decision 086)', () => {
  it('GMT+7: 23:30 local on the 30th is still that day; 00:30 local is the next, which is the 1st of the month', () => {
    // 2026-11-30 23:30 at GMT+7 = 16:30 UTC.
    expect(span(periodAt('Daily', 420, at('2026-11-30T16:30:00Z')))).toEqual([
      '2026-11-29T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
      '2026-11-30',
    ]);
    // 2026-12-01 00:30 at GMT+7 = 2026-11-30 17:30 UTC: already December there.
    expect(span(periodAt('Daily', 420, at('2026-11-30T17:30:00Z')))).toEqual([
      '2026-11-30T17:00:00.000Z',
      '2026-12-01T17:00:00.000Z',
      '2026-12-01',
    ]);
    expect(span(periodAt('Monthly', 420, at('2026-11-30T16:59:59Z')))).toEqual([
      '2026-10-31T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
      '2026-11',
    ]);
    expect(periodAt('Monthly', 420, at('2026-11-30T17:00:00Z')).label).toBe('2026-12');
  });

  it('GMT-4: 23:30 local on Nov 30 is 03:30 UTC on Dec 1, still November there', () => {
    const p = periodAt('Monthly', -240, at('2026-12-01T03:30:00Z'));
    expect(span(p)).toEqual(['2026-11-01T04:00:00.000Z', '2026-12-01T04:00:00.000Z', '2026-11']);
    expect(periodAt('Daily', -240, at('2026-12-01T03:59:59Z')).label).toBe('2026-11-30');
    expect(periodAt('Daily', -240, at('2026-12-01T04:00:00Z')).label).toBe('2026-12-01');
    // Semimonthly: the 16th to the month's last day, then the 1st to the 15th.
    expect(span(periodAt('Semimonthly', -240, at('2026-12-01T03:00:00Z')))).toEqual([
      '2026-11-16T04:00:00.000Z',
      '2026-12-01T04:00:00.000Z',
      '2026-11 H2',
    ]);
    expect(periodAt('Semimonthly', -240, at('2026-12-01T04:00:00Z')).label).toBe('2026-12 H1');
  });

  it('February, leap years and the year end', () => {
    expect(span(periodAt('Semimonthly', 0, at('2028-02-29T12:00:00Z')))).toEqual([
      '2028-02-16T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
      '2028-02 H2',
    ]);
    expect(periodAt('Monthly', 420, at('2026-12-31T17:00:00Z')).label).toBe('2027-01');
    expect(periodAt('Monthly', -240, at('2027-01-01T03:00:00Z')).label).toBe('2026-12');
  });

  it('ISO weeks start on Monday in the zone', () => {
    // Monday 2026-11-30 00:30 at GMT+7 is Sunday 17:30 UTC.
    const p = periodAt('Weekly', 420, at('2026-11-29T17:30:00Z'));
    expect(span(p)).toEqual(['2026-11-29T17:00:00.000Z', '2026-12-06T17:00:00.000Z', '2026-W49']);
    // Week 1 of 2027 starts on Monday 2027-01-04; 2027-01-01 (Friday) is in 2026-W53.
    expect(periodAt('Weekly', 0, at('2027-01-01T12:00:00Z')).label).toBe('2026-W53');
    expect(periodAt('Weekly', 0, at('2027-01-04T00:00:00Z')).label).toBe('2027-W01');
  });

  it('hours and 5-minute windows carry local labels', () => {
    expect(span(periodAt('hour', -240, at('2026-12-01T03:59:00Z')))).toEqual([
      '2026-12-01T03:00:00.000Z',
      '2026-12-01T04:00:00.000Z',
      '2026-11-30 23:00',
    ]);
    expect(span(periodAt('fiveMinutes', 420, at('2026-11-30T16:58:00Z')))).toEqual([
      '2026-11-30T16:55:00.000Z',
      '2026-11-30T17:00:00.000Z',
      '2026-11-30 23:55',
    ]);
  });

  it('due periods run from the one containing the start to the last one complete by the watermark', () => {
    const due = duePeriods('Daily', 420, at('2026-11-28T10:00:00Z'), at('2026-11-30T17:00:00Z'), 10);
    expect(due.map((p) => p.label)).toEqual(['2026-11-28', '2026-11-29', '2026-11-30']);
    // One minute earlier, the 30th (local) is not complete yet.
    expect(duePeriods('Daily', 420, at('2026-11-28T10:00:00Z'), at('2026-11-30T16:59:00Z'), 10)).toHaveLength(
      2,
    );
    expect(
      duePeriods('fiveMinutes', 0, at('2026-11-30T00:00:00Z'), at('2026-11-30T01:00:00Z'), 5),
    ).toHaveLength(5);
    expect(lastCompletePeriod('Daily', -240, at('2026-12-01T03:30:00Z')).label).toBe('2026-11-29');
  });

  it('refuses a zone that is not whole hours', () => {
    expect(() => periodAt('Daily', 330, at('2026-11-30T00:00:00Z'))).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { resolvePeriod } from './agent-period.ts';

// Wednesday 2026-11-25 23:30 UTC: already Thursday the 26th in GMT+7.
const now = new Date('2026-11-25T23:30:00Z');
const q = (
  period: 'today' | 'yesterday' | 'thisWeek' | 'thisMonth' | 'range',
  tzOffset = 0,
  from?: string,
  to?: string,
) => resolvePeriod({ period, tzOffset, from, to }, now);

describe('agent report periods', () => {
  it("today and yesterday are the caller's days, as instants on the hour grid", () => {
    expect(q('today')).toMatchObject({ from: '2026-11-25', to: '2026-11-25', days: ['2026-11-25'] });
    expect(q('today').start.toISOString()).toBe('2026-11-25T00:00:00.000Z');
    const bangkok = q('today', 420);
    expect(bangkok).toMatchObject({ from: '2026-11-26', to: '2026-11-26', offsetMinutes: 420 });
    expect(bangkok.start.toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(bangkok.end.toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(q('yesterday', 420)).toMatchObject({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('this week starts on Monday, this month on the 1st', () => {
    expect(q('thisWeek')).toMatchObject({ from: '2026-11-23', to: '2026-11-25' });
    expect(q('thisWeek').days).toHaveLength(3);
    expect(q('thisMonth', 420)).toMatchObject({ from: '2026-11-01', to: '2026-11-26' });
  });

  it('a half-hour offset is rounded down to the whole hour (decision 078)', () => {
    const india = q('today', 330);
    expect(india.offsetMinutes).toBe(300);
    expect(india.start.getUTCMinutes()).toBe(0);
  });

  it('a range needs both ends, in order, at most 93 days', () => {
    expect(q('range', 0, '2026-10-01', '2026-10-31').days).toHaveLength(31);
    expect(() => q('range', 0, '2026-10-01')).toThrow();
    expect(() => q('range', 0, '2026-10-31', '2026-10-01')).toThrow();
    expect(() => q('range', 0, '2026-01-01', '2026-06-30')).toThrow();
  });
});

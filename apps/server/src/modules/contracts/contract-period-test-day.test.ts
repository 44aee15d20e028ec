import { describe, expect, it } from 'vitest';
import { cadenceOf, duePeriods, periodAt, shortenDailySalaryDays } from './contract-period.ts';

// Its own file: the switch is process-wide, and vitest gives each file its own modules.
describe('E2E_FAST_JOBS test days (decision 096)', () => {
  it('a daily salary is cut in real local days until the switch, then in minutes; dividends keep their days', () => {
    expect(cadenceOf('dailySalary', null)).toBe('Daily');
    shortenDailySalaryDays(1);
    expect(cadenceOf('dailySalary', null)).toBe('testDay');
    expect(cadenceOf('dividend', 'Daily')).toBe('Daily');
    const p = periodAt('testDay', 420, new Date('2026-11-30T16:59:30Z'));
    expect([p.start.toISOString(), p.end.toISOString(), p.label]).toEqual([
      '2026-11-30T16:59:00.000Z',
      '2026-11-30T17:00:00.000Z',
      '2026-11-30 23:59',
    ]);
    // From the minute holding 10:00:30 to 10:04:10: four complete minutes; 10:04 is still running.
    const due = duePeriods(
      'testDay',
      0,
      new Date('2026-11-30T10:00:30Z'),
      new Date('2026-11-30T10:04:10Z'),
      400,
    );
    expect(due.map((d) => d.label)).toEqual([
      '2026-11-30 10:00',
      '2026-11-30 10:01',
      '2026-11-30 10:02',
      '2026-11-30 10:03',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { rangeQuery } from './date-range';

const now = new Date(2026, 4, 20, 15, 0, 0);

describe('rangeQuery', () => {
  it('turns presets into [from, to) local-day instants', () => {
    const range = rangeQuery({ preset: 'last7', fromDay: '', toDay: '' }, now);
    expect(range).toEqual({
      from: new Date(2026, 4, 14).toISOString(),
      to: new Date(2026, 4, 21).toISOString(),
    });
  });

  it('includes the whole "to" day of a custom range', () => {
    expect(rangeQuery({ preset: 'custom', fromDay: '2026-05-01', toDay: '2026-05-03' }, now)).toEqual({
      from: new Date(2026, 4, 1).toISOString(),
      to: new Date(2026, 4, 4).toISOString(),
    });
  });

  it('explains unusable custom ranges', () => {
    expect(rangeQuery({ preset: 'custom', fromDay: '', toDay: '2026-05-03' })).toEqual({
      problem: 'missing',
    });
    expect(rangeQuery({ preset: 'custom', fromDay: '2026-05-04', toDay: '2026-05-03' })).toEqual({
      problem: 'order',
    });
    expect(rangeQuery({ preset: 'custom', fromDay: '2026-01-01', toDay: '2026-05-03' })).toEqual({
      problem: 'tooWide',
    });
  });
});

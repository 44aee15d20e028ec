import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, periodInput } from './period';

const now = new Date('2026-11-26T10:00:00Z');
const offset = -now.getTimezoneOffset();

describe('periodInput', () => {
  it('sends a named period with the browser offset from GMT (east positive)', () => {
    expect(periodInput({ period: 'thisWeek', fromDay: '', toDay: '' }, now)).toEqual({
      period: 'thisWeek',
      tzOffset: offset,
    });
  });

  it('sends a range as whole days, both inclusive', () => {
    expect(periodInput({ period: 'range', fromDay: '2026-11-01', toDay: '2026-11-01' }, now)).toEqual({
      period: 'range',
      from: '2026-11-01',
      to: '2026-11-01',
      tzOffset: offset,
    });
  });

  it('says why a range cannot be asked yet', () => {
    expect(periodInput({ period: 'range', fromDay: '2026-11-01', toDay: '' }, now)).toEqual({
      problem: 'missing',
    });
    expect(periodInput({ period: 'range', fromDay: '2026-11-02', toDay: '2026-11-01' }, now)).toEqual({
      problem: 'order',
    });
  });

  it('accepts exactly the contract limit of days and refuses one more', () => {
    const from = new Date(Date.UTC(2026, 0, 1));
    const day = (n: number) => new Date(from.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    const fromDay = day(0);
    expect(periodInput({ period: 'range', fromDay, toDay: day(MAX_RANGE_DAYS - 1) }, now)).not.toHaveProperty(
      'problem',
    );
    expect(periodInput({ period: 'range', fromDay, toDay: day(MAX_RANGE_DAYS) }, now)).toEqual({
      problem: 'tooWide',
    });
  });
});

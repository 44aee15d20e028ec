import { describe, expect, it } from 'vitest';
import { periodWindow, previousWindow } from './mission-period.ts';
import { missionProgress } from './mission-progress.ts';

const r = (stake: number, won: boolean) => ({ stake: BigInt(stake), won });

describe('missionProgress', () => {
  const rounds = [
    r(100, true),
    r(200, true),
    r(50, false),
    r(10, true),
    r(10, true),
    r(10, true),
    r(5, false),
  ];
  it('adds the stakes, counts the rounds, and finds the longest win streak in order', () => {
    expect(missionProgress('BET_AMOUNT', rounds)).toBe(385n);
    expect(missionProgress('PLAY_COUNT', rounds)).toBe(7n);
    expect(missionProgress('WIN_STREAK', rounds)).toBe(3n);
    expect(missionProgress('WIN_STREAK', [r(1, false)])).toBe(0n);
    expect(missionProgress('BET_AMOUNT', [])).toBe(0n);
  });
});

describe('periodWindow', () => {
  it('cuts UTC days and Monday weeks', () => {
    const at = new Date('2026-11-26T23:59:00Z'); // a Thursday
    expect(periodWindow('DAILY', at)).toEqual({
      key: 'D2026-11-26',
      from: new Date('2026-11-26T00:00:00Z'),
      to: new Date('2026-11-27T00:00:00Z'),
    });
    expect(periodWindow('WEEKLY', at).key).toBe('W2026-11-23');
    expect(periodWindow('WEEKLY', new Date('2026-11-29T12:00:00Z')).key).toBe('W2026-11-23');
    expect(periodWindow('WEEKLY', new Date('2026-11-30T00:00:00Z')).key).toBe('W2026-11-30');
    expect(previousWindow('DAILY', at).key).toBe('D2026-11-25');
    expect(previousWindow('WEEKLY', at).key).toBe('W2026-11-16');
  });
});

import { describe, expect, it } from 'vitest';
import {
  closePopups,
  popupFlagKey,
  popupsClosed,
  popupsDismissed,
  popupsForAudience,
  rememberDismissed,
  VISITOR_DISMISSED_KEY,
} from './popup-session';

const popups = [
  { id: 'a', execution: 'A' as const },
  { id: 'b', execution: 'B' as const },
  { id: 'f', execution: 'F' as const },
];

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('popupsForAudience', () => {
  it('shows B to visitors only', () => {
    expect(popupsForAudience(popups, { memberId: null, firstLogin: false }).map((p) => p.id)).toEqual(['b']);
  });

  it('shows A to members, and F too on a first login', () => {
    expect(popupsForAudience(popups, { memberId: '7', firstLogin: false }).map((p) => p.id)).toEqual(['a']);
    expect(popupsForAudience(popups, { memberId: '7', firstLogin: true }).map((p) => p.id)).toEqual([
      'a',
      'f',
    ]);
  });
});

describe('popup session flag', () => {
  it("is 'closed' per member or anonymous visitor", () => {
    const store = memoryStore();
    expect(popupsClosed(store, null)).toBe(false);
    closePopups(store, null);
    expect(store.data.get(popupFlagKey(null))).toBe('closed');
    expect(popupsClosed(store, null)).toBe(true);
    expect(popupsClosed(store, '7')).toBe(false);
    closePopups(store, '7');
    expect(popupsClosed(store, '7')).toBe(true);
    expect(popupsClosed(store, '8')).toBe(false);
  });

  it('treats a storage that throws as never closed', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => closePopups(broken, null)).not.toThrow();
    expect(popupsClosed(broken, null)).toBe(false);
  });
});

describe('visitor popups remembered across sessions', () => {
  const welcome = { id: 'b', time: '2026-11-01T00:00:00.000Z' };
  it('stays dismissed in a new session until the operator publishes a new version', () => {
    const local = memoryStore();
    expect(popupsDismissed(local, [welcome])).toBe(false);
    rememberDismissed(local, [welcome]);
    expect(popupsDismissed(local, [welcome])).toBe(true);
    // Edited (new time) or another popup: shown once more.
    expect(popupsDismissed(local, [{ ...welcome, time: '2026-11-20T00:00:00.000Z' }])).toBe(false);
    expect(popupsDismissed(local, [welcome, { id: 'c', time: welcome.time }])).toBe(false);
    expect(popupsDismissed(local, [])).toBe(false);
  });

  it('survives junk in storage and keeps the newest entries only', () => {
    const local = memoryStore();
    local.setItem(VISITOR_DISMISSED_KEY, '{not json');
    expect(popupsDismissed(local, [welcome])).toBe(false);
    for (let i = 0; i < 60; i++) rememberDismissed(local, [{ id: String(i), time: welcome.time }]);
    expect(JSON.parse(local.getItem(VISITOR_DISMISSED_KEY) ?? '[]')).toHaveLength(50);
    expect(popupsDismissed(local, [{ id: '59', time: welcome.time }])).toBe(true);
    expect(popupsDismissed(local, [{ id: '0', time: welcome.time }])).toBe(false);
  });
});

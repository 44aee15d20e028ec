import type { Popup } from '@goldline/contract/content';

/**
 * Popups by audience (spec section 4): A for logged-in members, F in addition on a first login, B
 * for visitors. Closing them sets a session flag for that member (or the anonymous visitor) to
 * 'closed', so they stay closed on reloads in the same tab and show again in a new session; a
 * visitor's closed popups are also remembered across sessions (rememberDismissed below).
 */
export interface PopupAudience {
  memberId: string | null;
  firstLogin: boolean;
}

interface FlagStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Visitors' popups are remembered across sessions (issue 12: the visitor popup greeted every new
 * tab): the versions closed (id and publication time, so an edited or new popup shows once more)
 * are kept in localStorage, the most recent few only.
 */
export const VISITOR_DISMISSED_KEY = 'popup:visitor:dismissed';
const DISMISSED_KEPT = 50;

export const popupVersion = (popup: Pick<Popup, 'id' | 'time'>) => `${popup.id}@${popup.time}`;

function readDismissed(store: FlagStore): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(VISITOR_DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** True when every one of these popups was closed before (in this browser, any session). */
export function popupsDismissed(store: FlagStore, popups: Pick<Popup, 'id' | 'time'>[]): boolean {
  if (popups.length === 0) return false;
  const dismissed = new Set(readDismissed(store));
  return popups.every((popup) => dismissed.has(popupVersion(popup)));
}

export function rememberDismissed(store: FlagStore, popups: Pick<Popup, 'id' | 'time'>[]) {
  const versions = popups.map(popupVersion);
  const kept = readDismissed(store).filter((entry) => !versions.includes(entry));
  try {
    store.setItem(VISITOR_DISMISSED_KEY, JSON.stringify([...kept, ...versions].slice(-DISMISSED_KEPT)));
  } catch {
    // Storage refused: the popup shows again next session, as before.
  }
}

const CLOSED = 'closed';

export const popupFlagKey = (memberId: string | null) => `popup:${memberId ?? 'anonymous'}`;

export function popupsForAudience<T extends Pick<Popup, 'execution'>>(
  popups: T[],
  audience: PopupAudience,
): T[] {
  return popups.filter((popup) =>
    audience.memberId === null
      ? popup.execution === 'B'
      : popup.execution === 'A' || (popup.execution === 'F' && audience.firstLogin),
  );
}

export function popupsClosed(store: FlagStore, memberId: string | null): boolean {
  try {
    return store.getItem(popupFlagKey(memberId)) === CLOSED;
  } catch {
    return false;
  }
}

export function closePopups(store: FlagStore, memberId: string | null) {
  try {
    store.setItem(popupFlagKey(memberId), CLOSED);
  } catch {
    // Storage refused (private mode quota): the popups simply show again next time.
  }
}

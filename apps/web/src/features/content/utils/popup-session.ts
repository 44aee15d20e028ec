import type { Popup } from '@goldline/contract/content';

/**
 * Popups by audience (spec section 4): A for logged-in members, F in addition on a first login, B
 * for visitors. Closing them sets a session flag for that member (or the anonymous visitor) to
 * 'closed', so they stay closed on reloads in the same tab and show again in a new session.
 */
export interface PopupAudience {
  memberId: string | null;
  firstLogin: boolean;
}

interface FlagStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
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

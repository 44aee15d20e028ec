import { create } from 'zustand';

/** The operator's token, apart from any member session (its own sessionStorage keys). */
const KEY = 'goldline-operator-token';
/** Set while the operator still holds a one-time password (the first operator of a new site). */
const MUST_CHANGE_KEY = 'goldline-operator-must-change';

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

interface OperatorSession {
  token: string | null;
  mustChangePassword: boolean;
  set: (token: string, mustChangePassword: boolean) => void;
  /** The server refused a call until the password is changed, or the change succeeded. */
  setMustChangePassword: (value: boolean) => void;
  clear: () => void;
}

export const useOperatorSession = create<OperatorSession>((set) => ({
  token: read(KEY),
  mustChangePassword: read(MUST_CHANGE_KEY) === '1',
  set: (token, mustChangePassword) => {
    sessionStorage.setItem(KEY, token);
    sessionStorage.setItem(MUST_CHANGE_KEY, mustChangePassword ? '1' : '0');
    set({ token, mustChangePassword });
  },
  setMustChangePassword: (mustChangePassword) => {
    sessionStorage.setItem(MUST_CHANGE_KEY, mustChangePassword ? '1' : '0');
    set({ mustChangePassword });
  },
  clear: () => {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(MUST_CHANGE_KEY);
    set({ token: null, mustChangePassword: false });
  },
}));

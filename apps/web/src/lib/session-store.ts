import { create } from 'zustand';

/** The session token lives in session storage (spec section 4 "Login"): it dies with the tab. */
const KEY = 'token';

function readToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

interface SessionState {
  token: string | null;
  setToken: (token: string) => void;
  clear: () => void;
}

export const useSessionStore = create<SessionState>((set) => ({
  token: readToken(),
  setToken: (token) => {
    sessionStorage.setItem(KEY, token);
    set({ token });
  },
  clear: () => {
    sessionStorage.removeItem(KEY);
    set({ token: null });
  },
}));

export const getToken = () => useSessionStore.getState().token;
export const hasSession = () => Boolean(readToken());

import { create } from 'zustand';

/** The operator's token, apart from any member session (its own sessionStorage key). */
const KEY = 'goldline-operator-token';

const read = () => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};

interface OperatorSession {
  token: string | null;
  set: (token: string) => void;
  clear: () => void;
}

export const useOperatorSession = create<OperatorSession>((set) => ({
  token: read(),
  set: (token) => {
    sessionStorage.setItem(KEY, token);
    set({ token });
  },
  clear: () => {
    sessionStorage.removeItem(KEY);
    set({ token: null });
  },
}));

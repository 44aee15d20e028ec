import { create } from 'zustand';

/** Balance masking (spec section 2 "Header"); remembered per device because it is about privacy. */
const KEY = 'balanceMasked';

interface BalanceMaskState {
  masked: boolean;
  toggle: () => void;
}

export const useBalanceMaskStore = create<BalanceMaskState>((set, get) => ({
  masked: localStorage.getItem(KEY) === '1',
  toggle: () => {
    const masked = !get().masked;
    localStorage.setItem(KEY, masked ? '1' : '0');
    set({ masked });
  },
}));

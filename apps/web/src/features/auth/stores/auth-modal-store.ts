import { create } from 'zustand';

/** The global auth popups of spec section 2 "Global modals"; only one is open at a time. */
export type AuthModal =
  | 'login'
  | 'register'
  | 'forgot'
  | 'changePassword'
  | 'logout'
  | 'trial'
  | 'welcome'
  /** Where a sign-in with Google, Facebook or Demo ID lands (decision 111). */
  | 'providerSignIn';

export type ForcedReason = 'weak' | 'expired';

interface AuthModalState {
  modal: AuthModal | null;
  /** A forced change-password popup cannot be closed (spec section 4 "Login"). */
  forced: ForcedReason | null;
  referralCode: string | null;
  open: (modal: AuthModal, options?: { forced?: ForcedReason; referralCode?: string | null }) => void;
  close: () => void;
}

export const useAuthModalStore = create<AuthModalState>((set) => ({
  modal: null,
  forced: null,
  referralCode: null,
  open: (modal, options) =>
    set((state) => ({
      modal,
      forced: options?.forced ?? null,
      referralCode: options?.referralCode ?? state.referralCode,
    })),
  close: () => set({ modal: null, forced: null }),
}));

export const openAuthModal = (modal: AuthModal) => useAuthModalStore.getState().open(modal);

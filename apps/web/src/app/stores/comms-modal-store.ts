import { create } from 'zustand';

/** Which of the help centre and feedback popups (spec section 2 "Global modals") is open. */
interface CommsModalState {
  modal: 'help' | 'feedback' | null;
  open: (modal: 'help' | 'feedback') => void;
  close: () => void;
}

export const useCommsModalStore = create<CommsModalState>((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));

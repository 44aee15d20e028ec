import { create } from 'zustand';

/** Whether the chat-room drawer is open (UI-only state; the side menu's toggle opens it). */
export const useChatPanelStore = create<{ opened: boolean; setOpened: (opened: boolean) => void }>((set) => ({
  opened: false,
  setOpened: (opened) => set({ opened }),
}));

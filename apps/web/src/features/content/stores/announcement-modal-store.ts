import { create } from 'zustand';

/**
 * The announcement popup (spec section 2 "Global modals") opens from the header, the side menu and
 * the notice marquee; `list` picks which announcements it pages through, `selectedId` the one shown.
 */
export type AnnouncementList = 'player' | 'notice';

interface AnnouncementModalState {
  opened: boolean;
  list: AnnouncementList;
  selectedId: string | null;
  open: (list?: AnnouncementList, selectedId?: string | null) => void;
  close: () => void;
}

export const useAnnouncementModalStore = create<AnnouncementModalState>((set) => ({
  opened: false,
  list: 'player',
  selectedId: null,
  open: (list = 'player', selectedId = null) => set({ opened: true, list, selectedId }),
  close: () => set({ opened: false }),
}));

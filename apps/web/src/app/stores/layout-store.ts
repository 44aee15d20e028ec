import { create } from 'zustand';

/** UI-only layout state (docs/ui-direction.md): side menu collapsed (kept) and mobile drawer open. */
const KEY = 'sideMenuCollapsed';

interface LayoutState {
  collapsed: boolean;
  drawerOpen: boolean;
  toggleCollapsed: () => void;
  setDrawerOpen: (open: boolean) => void;
}

export const useLayoutStore = create<LayoutState>((set, get) => ({
  collapsed: localStorage.getItem(KEY) === '1',
  drawerOpen: false,
  toggleCollapsed: () => {
    const collapsed = !get().collapsed;
    localStorage.setItem(KEY, collapsed ? '1' : '0');
    set({ collapsed });
  },
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));

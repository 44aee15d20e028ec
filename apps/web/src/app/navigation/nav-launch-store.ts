import { create } from 'zustand';
import type { NavAction } from './nav-actions';

/**
 * A launch asked for by a menu. Menus are on the first page, the launch flow is not: the request
 * waits here until the runner (loaded on the first request) carries it out.
 */
interface NavLaunchState {
  pending: Exclude<NavAction, { kind: 'navigate' }> | null;
  requested: boolean;
  request: (action: Exclude<NavAction, { kind: 'navigate' }>) => void;
  clear: () => void;
}

export const useNavLaunchStore = create<NavLaunchState>((set) => ({
  pending: null,
  requested: false,
  request: (pending) => set({ pending, requested: true }),
  clear: () => set({ pending: null }),
}));

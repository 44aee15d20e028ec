import type { GameType } from '@goldline/contract/games';
import { create } from 'zustand';

/** A failure the launch flow found itself (spec section 8 messages), next to the server's own errors. */
export type LaunchProblem = 'invalidUrl' | 'popupBlocked';

export type GameDialog =
  | { kind: 'rooms'; vendor: { vassalage: string; gameType?: GameType; title: string } }
  | { kind: 'problem'; problem: LaunchProblem }
  | { kind: 'error'; error: unknown };

/** Short messages said next to the popup that opens for them (e.g. 'You are not logged in, please login'). */
export type GameNotice = 'loginRequired';

interface GameUiState {
  dialog: GameDialog | null;
  /** The game being launched: one launch at a time, shown as progress on its tile. */
  launching: string | null;
  notice: GameNotice | null;
  /**
   * Mounted hosts, in mounting order. Several screens (and the header) may mount the host; only the
   * first one renders, so a dialog never appears twice.
   */
  hosts: string[];
  show: (dialog: GameDialog) => void;
  close: () => void;
  say: (notice: GameNotice | null) => void;
  register: (id: string) => () => void;
  setLaunching: (nodeId: string | null) => void;
}

export const useGameUiStore = create<GameUiState>((set) => ({
  dialog: null,
  launching: null,
  notice: null,
  hosts: [],
  show: (dialog) => set({ dialog }),
  close: () => set({ dialog: null }),
  say: (notice) => set({ notice }),
  setLaunching: (launching) => set({ launching }),
  register: (id) => {
    set((state) => ({ hosts: [...state.hosts, id] }));
    return () => set((state) => ({ hosts: state.hosts.filter((host) => host !== id) }));
  },
}));

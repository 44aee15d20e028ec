import type { OriginalGame } from '@goldline/contract/originals';
import { create } from 'zustand';

/** The player's last results per game for the history strip; kept for the tab's life, newest first. */
export interface HistoryEntry {
  readonly roundId: string;
  readonly win: boolean;
  /** What the chip shows: a multiplier ("2.00") or a roll ("49.87"). */
  readonly label: string;
  /** Where the chip leads; the round's recall on the fairness page by default. */
  readonly href?: string;
}

const KEEP = 20;

interface HistoryState {
  entries: Partial<Record<OriginalGame, HistoryEntry[]>>;
  add: (game: OriginalGame, entry: HistoryEntry) => void;
}

export const useHistoryStore = create<HistoryState>((set) => ({
  entries: {},
  add: (game, entry) =>
    set((state) => {
      const list = (state.entries[game] ?? []).filter((e) => e.roundId !== entry.roundId);
      return { entries: { ...state.entries, [game]: [entry, ...list].slice(0, KEEP) } };
    }),
}));

export const addHistory = (game: OriginalGame, entry: HistoryEntry) =>
  useHistoryStore.getState().add(game, entry);

import { create } from 'zustand';

/**
 * Who the popups are for (spec section 4): the app tells the content feature the member's id and
 * whether this is their first login (from member info), so every announcements query shares one key.
 */
interface AudienceState {
  memberId: string | null;
  firstLogin: boolean;
  setAudience: (memberId: string | null, firstLogin: boolean) => void;
}

export const useAudienceStore = create<AudienceState>((set) => ({
  memberId: null,
  firstLogin: false,
  setAudience: (memberId, firstLogin) => set({ memberId, firstLogin }),
}));

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface AlertSettings {
  /** The sound is on unless the admin mutes it (issue 17: the toggle mutes; the default is the sound). */
  muted: boolean;
  setMuted: (muted: boolean) => void;
}

/**
 * The admin's choice, kept in localStorage so it survives reloads and sign-outs on this browser: it is a
 * preference of the desk, not personal data.
 */
export const useAlertSettings = create<AlertSettings>()(
  persist((set) => ({ muted: false, setMuted: (muted) => set({ muted }) }), {
    name: 'chauffeur.admin.alerts',
    storage: createJSONStorage(() => localStorage),
    partialize: ({ muted }) => ({ muted }),
  }),
);

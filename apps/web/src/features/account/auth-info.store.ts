import { create } from 'zustand';
import type { AuthenticationInfo } from '../auth/accounts.api';

interface AuthInfoState {
  /** The masked real-name data of the signed-in user; null when none or signed out. */
  info: AuthenticationInfo | null;
  setInfo: (info: AuthenticationInfo | null) => void;
}

/** Spec §3 "Auth info", loaded after user info at login. */
export const useAuthInfoStore = create<AuthInfoState>((set) => ({
  info: null,
  setInfo: (info) => set({ info }),
}));

import { create } from 'zustand';

/** Spec §3 "Auth info": the masked real-name data GET /user/user/getAuthentication answers. */
export interface AuthenticationInfo {
  realName: string;
  idNumber: string;
}

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

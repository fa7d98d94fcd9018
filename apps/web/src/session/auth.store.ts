import { create } from 'zustand';
import { TOKEN_COOKIE_DAYS } from '@skytrace/contracts';
import { TOKEN_COOKIE_NAME } from '../lib/constants';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies';

// The bearer token lives in a cookie with the spec's 30-day expiry, so the browser drops it on
// its own when it expires; the store mirrors it for React and for the HTTP wrapper.
interface AuthState {
  token: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
}

export const useAuthStore = create<AuthState>((set) => ({
  token: readCookie(TOKEN_COOKIE_NAME),
  setToken: (token) => {
    writeCookie(TOKEN_COOKIE_NAME, token, TOKEN_COOKIE_DAYS);
    set({ token });
  },
  clearToken: () => {
    deleteCookie(TOKEN_COOKIE_NAME);
    set({ token: null });
  },
}));

/** The current token outside React (HTTP wrapper, route guard). */
export function currentToken(): string | null {
  return useAuthStore.getState().token;
}

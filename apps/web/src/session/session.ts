import { useAuthStore } from './auth.store';
import { useUserStore } from './user.store';

/** Forgets the login: token cookie and user info (spec §4 "Logout clears token … user info"). */
export function clearSession(): void {
  useAuthStore.getState().clearToken();
  useUserStore.getState().clearUser();
}

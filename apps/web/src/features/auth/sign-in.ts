import type { LoginResult } from '@skytrace/contracts';
import { fetchUserInfo } from '../../api/user';
import { useAuthStore } from '../../session/auth.store';
import { refreshDeviceList } from '../../session/devices.store';
import { clearSession } from '../../session/session';
import { useUserStore } from '../../session/user.store';
import { useAuthInfoStore } from '../account/auth-info.store';
import { getAuthenticationCall, logoutCall } from './accounts.api';

/**
 * Spec §4 login success: store the token (cookie with the §9 30-day expiry), then load user
 * info, then auth info, then the device list.
 */
export async function completeLogin(result: LoginResult): Promise<void> {
  useAuthStore.getState().setToken(result.token);
  useUserStore.getState().setUser(await fetchUserInfo());
  useAuthInfoStore.getState().setInfo(await getAuthenticationCall().catch(() => null));
  await refreshDeviceList();
}

/**
 * Spec §4 logout: end the server session, clear token, user info and auth info, and refetch
 * the device list (now without the user's own marked).
 */
export async function signOut(): Promise<void> {
  // A failed call must not keep the user signed in on this device.
  await logoutCall().catch(() => undefined);
  useAuthInfoStore.getState().setInfo(null);
  clearSession();
  await refreshDeviceList();
}

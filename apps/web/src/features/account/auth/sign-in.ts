import type { LoginResult } from '@skytrace/contracts';
import { fetchUserInfo } from '../../../session/user.api';
import { useAuthStore } from '../../../session/auth.store';
import { refreshDeviceList } from '../../../session/devices.store';
import { useUserStore } from '../../../session/user.store';
import { useAuthInfoStore } from '../../../session/auth-info.store';
import { getAuthenticationCall } from './accounts.api';

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

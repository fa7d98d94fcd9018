// The community device list the session keeps (spec §4: loaded after login, refetched after
// logout, so `mine` flags follow who is signed in).
import { create } from 'zustand';
import { API_V2_PATHS, type DeviceListItem } from '@skytrace/contracts';
import { http } from './api-client';

interface DevicesState {
  devices: DeviceListItem[];
  loaded: boolean;
  setDevices: (devices: DeviceListItem[]) => void;
}

export const useDevicesStore = create<DevicesState>((set) => ({
  devices: [],
  loaded: false,
  setDevices: (devices) => set({ devices, loaded: true }),
}));

/** Fetches `GET /business/device/list` into the store; a failure keeps the previous list. */
export async function refreshDeviceList(): Promise<void> {
  try {
    const answer = await http.get<DeviceListItem[]>(API_V2_PATHS.deviceList);
    useDevicesStore.getState().setDevices(answer.data);
  } catch {
    // The list is secondary to signing in or out: both carry on without it.
  }
}

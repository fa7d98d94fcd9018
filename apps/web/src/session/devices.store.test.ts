import { API_V2_PATHS } from '@skytrace/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshDeviceList, useDevicesStore } from './devices.store';

const device = {
  devId: 1,
  alias: 'Roof',
  lat: 31.2,
  lon: 121.5,
  online: true,
  offTime: null,
  lastSeen: 1_800_000_000,
  messagesToday: 1200,
  aircraftToday: 35,
  messageRate: 12.5,
  maxRangeKm: 310,
  mine: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('device list store', () => {
  it('loads the list and keeps it when a later refresh fails', async () => {
    const fetchMock = vi.fn(async () =>
      Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data: [device] }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    await refreshDeviceList();
    expect(useDevicesStore.getState().devices).toEqual([device]);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(API_V2_PATHS.deviceList);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    await refreshDeviceList();
    expect(useDevicesStore.getState().devices).toEqual([device]);
    expect(useDevicesStore.getState().loaded).toBe(true);
  });
});

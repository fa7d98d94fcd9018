// The device calls of spec §7 for the signed-in user's own devices, through the app's one HTTP
// client. Every answer but 200 is an error here (the client hands 403 envelopes back, spec §8),
// so the page shows the server's translated message.
import {
  API_V2_PATHS,
  type DeviceDay,
  type DevicePosition,
  type MyDevice,
} from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError } from '../../api/http';

async function data<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const envelope = await answer;
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg);
  return envelope.data;
}

const form = { form: true } as const;

export function myDevicesCall(): Promise<MyDevice[]> {
  return data(http.get<MyDevice[]>(API_V2_PATHS.myDeviceList));
}

export function twoWeekCall(devId: number): Promise<DeviceDay[]> {
  return data(http.get<DeviceDay[]>(API_V2_PATHS.deviceTwoWeek, { query: { devId } }));
}

export function historyCall(devId: number): Promise<DeviceDay[]> {
  return data(http.get<DeviceDay[]>(API_V2_PATHS.deviceHistory, { query: { devId } }));
}

export function devicePositionCall(devId: number): Promise<DevicePosition> {
  return data(http.get<DevicePosition>(API_V2_PATHS.devicePosition, { query: { devId } }));
}

export async function updateAliasCall(devId: number, alias: string): Promise<void> {
  await data(http.post(API_V2_PATHS.updateDevAlias, { devId: String(devId), alias }, form));
}

export async function updatePositionCall(devId: number, lat: number, lon: number): Promise<void> {
  const body = { devId: String(devId), lat: String(lat), lon: String(lon) };
  await data(http.post(API_V2_PATHS.updatePosition, body, form));
}

export async function deleteDeviceCall(devId: number): Promise<void> {
  await data(http.post(API_V2_PATHS.deleteSelfBuildDev, { devId: String(devId) }, form));
}

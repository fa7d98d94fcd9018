// The share-data page's calls (spec §7 addMyDevice and our feeder set-up) through the app's one
// HTTP client. The client hands 403 envelopes back (spec §8); every answer but 200 is an error
// here, so the page shows the server's translated message.
import { API_V2_PATHS, type AddMyDeviceBody, type FeederSetup } from '@skytrace/contracts';
import { http } from '../../session/api-client';
import { ApiError } from '../../api/http';

async function data<T>(answer: Promise<{ code: number; msg: string; data: T }>): Promise<T> {
  const envelope = await answer;
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.msg);
  return envelope.data;
}

/** GET feederSetup: this server's feeder inputs and the user's UUIDs. */
export function feederSetupCall(): Promise<FeederSetup> {
  return data(http.get<FeederSetup>(API_V2_PATHS.feederSetup));
}

/** POST feederUuid: a new UUID of the user's own. */
export function newFeederUuidCall(): Promise<{ devId: number; uuid: string }> {
  return data(
    http.post<{ devId: number; uuid: string }>(API_V2_PATHS.feederUuid, {}, { form: true }),
  );
}

/** POST addMyDevice: claim a receiver by its UUID or by the caller's address. */
export function addMyDeviceCall(body: AddMyDeviceBody): Promise<{ devIds: number[] }> {
  const form = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
  return data(http.post<{ devIds: number[] }>(API_V2_PATHS.addMyDevice, form, { form: true }));
}

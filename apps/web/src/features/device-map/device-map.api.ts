import {
  API_V2_PATHS,
  type AdsbCoverage,
  type Country,
  type Coverage,
  type DeviceAllPage,
  type DeviceFlights,
  type DeviceInfo,
  type DeviceLiveFlight,
  type Siting,
} from '@skytrace/contracts';
import { http } from '../../session/api-client';

// The device pages' calls (packages/contracts/src/schemas/coverage.ts, ranking.ts). The client
// rejects with ApiError on failure; pages show its (translated) message or spec §8's text.

export async function loadDeviceInfo(devId: number, signal?: AbortSignal): Promise<DeviceInfo> {
  return (await http.get<DeviceInfo>(API_V2_PATHS.deviceInfo, { query: { devId }, signal })).data;
}

export interface CoverageQuery {
  devId: number;
  /** yyyy-MM-dd (UTC+8 day). */
  searchDate: string;
  height: number;
  devType: 'adsb';
}

export async function loadCoverage(query: CoverageQuery, signal?: AbortSignal): Promise<Coverage> {
  return (await http.get<Coverage>(API_V2_PATHS.deviceCoverage, { query: { ...query }, signal }))
    .data;
}

export async function loadDeviceFlights(
  devId: number,
  signal?: AbortSignal,
): Promise<DeviceFlights> {
  return (await http.get<DeviceFlights>(API_V2_PATHS.deviceFlights, { query: { devId }, signal }))
    .data;
}

export async function loadLiveFlights(
  devId: number,
  signal?: AbortSignal,
): Promise<DeviceLiveFlight[]> {
  return (
    await http.get<DeviceLiveFlight[]>(API_V2_PATHS.deviceLiveFlights, {
      query: { devId },
      signal,
    })
  ).data;
}

export async function loadAllDevices(
  query: { page: number; size: number; search?: string },
  signal?: AbortSignal,
): Promise<DeviceAllPage> {
  return (await http.get<DeviceAllPage>(API_V2_PATHS.deviceAll, { query: { ...query }, signal }))
    .data;
}

export async function adviseSiting(
  query: { lat: number; lon: number; antennaHeight: number },
  signal?: AbortSignal,
): Promise<Siting> {
  return (await http.get<Siting>(API_V2_PATHS.deviceSiting, { query: { ...query }, signal })).data;
}

/** `/business/pcr/adsb`: the network's live position coverage rate and `days` of covered area. */
export async function loadAdsbCoverage(days: number, signal?: AbortSignal): Promise<AdsbCoverage> {
  return (await http.get<AdsbCoverage>(API_V2_PATHS.adsbCoverageRate, { query: { days }, signal }))
    .data;
}

/** `/index/country`: every country named in `language`, with its receivers and live aircraft. */
export async function loadCountries(
  language: 'zh' | 'en',
  signal?: AbortSignal,
): Promise<Country[]> {
  return (await http.get<Country[]>(API_V2_PATHS.countries, { query: { lang: language }, signal }))
    .data;
}

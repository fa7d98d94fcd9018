// The device back-office calls (spec §7 admin device calls), all under /adsb with `bms:device`.
import {
  ADSB_PATHS,
  fillPath,
  type AdminDevice,
  type AdminDeviceData,
  type AdminDevicePage,
  type AirportDevices,
  type DeviceMonitor,
  type DeviceStatisticsDay,
  type GisPlace,
  type NearAirport,
  type UserDevMessage,
} from '@skytrace/contracts';
import { adsb } from '../../adsb';
import type { QueryValue } from '../../../../api/http';

type Query = Record<string, QueryValue>;

/** What the add and edit form sends. */
export interface DeviceForm {
  uuid?: string;
  alias?: string | null;
  userId?: number | null;
  lat?: number | null;
  lon?: number | null;
}

export const devicesApi = {
  list: (query: Query) => adsb<AdminDevicePage>('GET', ADSB_PATHS.deviceAdminList, query),
  add: (form: DeviceForm) => adsb<AdminDevice>('POST', ADSB_PATHS.deviceAdminAdd, undefined, form),
  update: (form: DeviceForm & { devId: number }) =>
    adsb<AdminDevice>('POST', ADSB_PATHS.deviceAdminUpdate, undefined, form),
  remove: (devId: number, userId: number | null) =>
    adsb<null>('POST', ADSB_PATHS.deviceAdminDelete, undefined, {
      devId,
      ...(userId === null ? {} : { userId }),
    }),
  data: (devId: number) => adsb<AdminDeviceData>('GET', ADSB_PATHS.adminDeviceData, { devId }),
  monitor: () => adsb<DeviceMonitor>('GET', ADSB_PATHS.deviceMonitor),
  airports: () => adsb<AirportDevices[]>('GET', ADSB_PATHS.airportDeviceList),
  airportDevices: (id: string) =>
    adsb<AdminDevice[]>('GET', fillPath(ADSB_PATHS.airportDevices, { id })),
  offline: (pageNum: number, pageSize: number) =>
    adsb<AdminDevicePage>('GET', ADSB_PATHS.devicesOffline, { pageNum, pageSize }),
  newly: (pageNum: number, pageSize: number) =>
    adsb<AdminDevicePage>('GET', ADSB_PATHS.devicesNewly, { pageNum, pageSize }),
  statistics: (startDate: string, endDate: string) =>
    adsb<DeviceStatisticsDay[]>('GET', ADSB_PATHS.deviceStatistics, { startDate, endDate }),
  owners: (query: Query) =>
    adsb<{ list: UserDevMessage[]; total: number }>('GET', ADSB_PATHS.userDevMessageList, query),
  gis: (lat: number, lon: number) => adsb<GisPlace>('GET', ADSB_PATHS.gis, { lat, lon }),
  nearAirports: (lat: number, lon: number) =>
    adsb<NearAirport[]>('GET', ADSB_PATHS.airportNear, { lat, lon }),
};

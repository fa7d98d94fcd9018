// The back office's device calls (spec §7 admin: /adsb/device/*, deviceMonitor, statistics,
// userDevMessage, gis, airport near/position, adsb/device/data) and the devices export.
import { z } from 'zod';
import { compactDateSchema } from './bms-ops';
import { recordIdSchema } from './ids';
import { deviceAliasSchema, deviceDaySchema } from './my-devices';

export const DEVICE_ADMIN_PERMISSION = 'bms:device';

export const DEVICE_STATUSES = ['online', 'offline', 'never'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

const pageNum = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(10);
const keyword = z.string().trim().max(64).optional();
const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

/** GET /adsb/device/list filters (the export takes the same, without paging). */
export const adminDeviceQuerySchema = z.object({
  pageNum,
  pageSize,
  /** Alias, feeder UUID or owner's account name. */
  keyword,
  status: z.enum(DEVICE_STATUSES).optional(),
  ownerUserId: recordIdSchema.optional(),
  /** Joined from this day on (yyyyMMdd, China time). */
  startDate: compactDateSchema.optional(),
  endDate: compactDateSchema.optional(),
});
export type AdminDeviceQuery = z.infer<typeof adminDeviceQuerySchema>;

export const adminDeviceSchema = z.object({
  devId: z.number().int(),
  alias: z.string().nullable(),
  feederId: z.string(),
  ownerUserId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  selfBuilt: z.boolean(),
  status: z.enum(DEVICE_STATUSES),
  /** Hours offline (one decimal) when offline. */
  offlineHours: z.number().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  estimatedPosition: z.boolean(),
  feedFormat: z.string().nullable(),
  lastAddress: z.string().nullable(),
  messagesTotal: z.number(),
  messagesToday: z.number(),
  maxRangeKm: z.number(),
  createdAt: z.number(),
  lastSeen: z.number().nullable(),
});
export type AdminDevice = z.infer<typeof adminDeviceSchema>;

export const adminDevicePageSchema = z.object({
  list: z.array(adminDeviceSchema),
  total: z.number().int(),
});
export type AdminDevicePage = z.infer<typeof adminDevicePageSchema>;

/** POST /adsb/device/add: a receiver by its UUID, for a user or unassigned. */
export const adminDeviceAddSchema = z.object({
  uuid: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F-]{16,40}$/, { error: 'myDevices.uuidInvalid' }),
  alias: deviceAliasSchema.optional(),
  userId: recordIdSchema.optional(),
  lat: latitude.optional(),
  lon: longitude.optional(),
  selfBuilt: z.boolean().default(false),
});
export type AdminDeviceAdd = z.infer<typeof adminDeviceAddSchema>;

/** POST /adsb/device/update: alias, owner (null unassigns), position (null clears). */
export const adminDeviceUpdateSchema = z.object({
  devId: recordIdSchema,
  alias: deviceAliasSchema.nullable().optional(),
  userId: recordIdSchema.nullable().optional(),
  lat: latitude.nullable().optional(),
  lon: longitude.nullable().optional(),
});
export type AdminDeviceUpdate = z.infer<typeof adminDeviceUpdateSchema>;

/** POST /adsb/device/delete {userId, devId}: `userId` must be the owner's when given. */
export const adminDeviceDeleteSchema = z.object({
  devId: recordIdSchema,
  userId: recordIdSchema.optional(),
});

/** GET /adsb/device/deviceMonitor: the community's state now. */
export const deviceMonitorSchema = z.object({
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
  never: z.number().int(),
  /** Joined in the last NEWLY_DAYS days. */
  newly: z.number().int(),
  newlyDays: z.number().int(),
  messagesToday: z.number(),
  /** Messages per second of every online device now. */
  messageRate: z.number(),
});
export type DeviceMonitor = z.infer<typeof deviceMonitorSchema>;
export const NEWLY_DAYS = 7;

/** Devices within this distance of an airport count as its devices (km). */
export const AIRPORT_DEVICE_RADIUS_KM = 50;

export const airportDevicesSchema = z.object({
  icao: z.string(),
  iata: z.string().nullable(),
  name: z.string(),
  city: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  devices: z.number().int(),
  online: z.number().int(),
});
export type AirportDevices = z.infer<typeof airportDevicesSchema>;

/** Airport `id`: its ICAO or IATA code. */
export const airportIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,4}$/),
});

/** GET offline / newly: a page of devices (offline longest first / newest first). */
export const devicePageQuerySchema = z.object({ pageNum, pageSize });

/** GET /adsb/device/statistics {startDate, endDate}: the community per day. */
export const deviceStatisticsQuerySchema = z.object({
  startDate: compactDateSchema,
  endDate: compactDateSchema,
});
export const deviceStatisticsDaySchema = z.object({
  day: z.string(),
  reporting: z.number().int().describe('Devices with data that day'),
  joined: z.number().int(),
  messages: z.number(),
  positions: z.number(),
  aircraft: z.number().describe('Sum over devices of distinct aircraft'),
  onlineHours: z.number(),
});
export type DeviceStatisticsDay = z.infer<typeof deviceStatisticsDaySchema>;

/** GET /adsb/userDevMessage/list: users with devices and their messages. */
export const userDevMessageQuerySchema = z.object({ pageNum, pageSize, keyword });
export const userDevMessageSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  devices: z.number().int(),
  online: z.number().int(),
  messagesToday: z.number(),
  messagesTotal: z.number(),
});
export type UserDevMessage = z.infer<typeof userDevMessageSchema>;
export const userDevMessagePageSchema = z.object({
  list: z.array(userDevMessageSchema),
  total: z.number().int(),
});

export const latLonQuerySchema = z.object({ lat: latitude, lon: longitude });

/** GET /adsb/gis {lat, lon}: where a point is (nearest airport city and its country). */
export const gisPlaceSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  nearestAirport: z.string().nullable(),
  distanceKm: z.number().nullable(),
});
export type GisPlace = z.infer<typeof gisPlaceSchema>;

/** GET /adsb/airport/near {lat, lon}: the nearest airports. */
export const nearAirportSchema = z.object({
  icao: z.string(),
  iata: z.string().nullable(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  distanceKm: z.number(),
});
export type NearAirport = z.infer<typeof nearAirportSchema>;

/** GET /adsb/adsb/device/data {devId}: one device as the back office sees it, with its days. */
export const adminDeviceDataSchema = z.object({
  device: adminDeviceSchema,
  days: z.array(deviceDaySchema),
});
export type AdminDeviceData = z.infer<typeof adminDeviceDataSchema>;

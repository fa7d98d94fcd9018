// The back office's device figures: rows presented with the live registry's status, the edits
// (each returning before/after for the system log), the per-airport lists and the daily totals.
import {
  AIRPORT_DEVICE_RADIUS_KM,
  NEWLY_DAYS,
  distanceMetres,
  type AdminDevice,
  type AdminDeviceAdd,
  type AdminDeviceUpdate,
  type AirportDevices,
  type DeviceMonitor,
  type DeviceStatisticsDay,
  type DeviceStatus,
  type GisPlace,
  type Language,
  type NearAirport,
} from '@skytrace/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { statsDay } from '../devices/device.live';
import { normaliseFeederUuid, type DeviceRegistry } from '../devices/device.registry';
import { devices, deviceDailyStats, deviceDayAircraft } from '../devices/devices.schema';
import { formatFeederUuid } from '../devices/feeder-identity';
import { findDeviceByKey } from '../devices/my-devices.repo';
import { HttpError } from '../http/errors';
import {
  airportsInBox,
  dailyTotals,
  findAdminDevice,
  joinedPerDay,
  monitorCounts,
  positionedDevices,
  userExists,
  type AdminDeviceRow,
} from './device-admin.repo';

const OFFLINE_AFTER_SECONDS = 600;
const round1 = (value: number) => Math.round(value * 10) / 10;

export interface DeviceAdminDeps {
  db: Db;
  registry?: DeviceRegistry;
  now: () => number;
}

/** Online per the 10-minute rule: the registry's live state when it holds the device. */
export function deviceStatus(
  lastSeen: number | null,
  offlineSince: number | null,
  now: number,
): { status: DeviceStatus; offlineHours: number | null } {
  if (lastSeen === null) return { status: 'never', offlineHours: null };
  if (offlineSince === null && now - lastSeen <= OFFLINE_AFTER_SECONDS) {
    return { status: 'online', offlineHours: null };
  }
  const since = offlineSince ?? lastSeen + OFFLINE_AFTER_SECONDS;
  return { status: 'offline', offlineHours: round1(Math.max(0, now - since) / 3600) };
}

export function presentDevice(
  row: AdminDeviceRow,
  registry: DeviceRegistry | undefined,
  now: number,
): AdminDevice {
  const live = registry?.devices.get(row.feederKey);
  const liveSeen = live && !Number.isNaN(live.lastSeen) ? live.lastSeen : undefined;
  const lastSeen = liveSeen ?? (row.lastSeen ? row.lastSeen.getTime() / 1000 : null);
  const offlineSince =
    liveSeen !== undefined
      ? Number.isNaN(live?.offlineSince ?? Number.NaN)
        ? null
        : (live?.offlineSince ?? null)
      : row.offlineSince
        ? row.offlineSince.getTime() / 1000
        : null;
  const ownerSet = row.lat !== null && row.lon !== null;
  return {
    devId: row.devId,
    alias: row.alias,
    feederId: formatFeederUuid(row.feederKey),
    ownerUserId: row.ownerUserId,
    ownerName: row.ownerName,
    selfBuilt: row.selfBuilt,
    ...deviceStatus(lastSeen, offlineSince, now),
    lat: ownerSet ? row.lat : row.estimatedLat,
    lon: ownerSet ? row.lon : row.estimatedLon,
    estimatedPosition: !ownerSet && row.estimatedLat !== null,
    feedFormat: row.feedFormat,
    lastAddress: row.lastAddress,
    messagesTotal: Math.max(row.messagesTotal, live?.messagesTotal ?? 0),
    messagesToday: row.messagesToday + (live?.pendingMessages ?? 0),
    maxRangeKm: Math.round(Math.max(row.maxRangeKm, live?.maxRangeKm ?? 0)),
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    lastSeen,
  };
}

async function requireDevice(deps: DeviceAdminDeps, devId: number): Promise<AdminDeviceRow> {
  const row = await findAdminDevice(deps.db, devId, statsDay(deps.now()));
  if (!row) throw new HttpError(404, 'myDevices.notFound');
  return row;
}

/** Keeps the live registry in step with an owner or position change. */
async function followInRegistry(
  deps: DeviceAdminDeps,
  feederKey: string,
  position: { lat: number | null; lon: number | null } | undefined,
): Promise<void> {
  if (!deps.registry) return;
  await deps.registry.loadRegistered();
  const live = deps.registry.devices.get(feederKey);
  if (live && position) {
    live.ownerLat = position.lat ?? Number.NaN;
    live.ownerLon = position.lon ?? Number.NaN;
  }
}

/** POST /adsb/device/add. */
export async function addDevice(deps: DeviceAdminDeps, body: AdminDeviceAdd): Promise<AdminDevice> {
  const key = normaliseFeederUuid(body.uuid);
  if (key === undefined) throw new HttpError(400, 'myDevices.uuidInvalid');
  if (await findDeviceByKey(deps.db, key)) throw new HttpError(409, 'myDevices.feederInUse');
  if (body.userId !== undefined && !(await userExists(deps.db, body.userId))) {
    throw new HttpError(404, 'myDevices.userNotFound');
  }
  const hasPosition = body.lat !== undefined && body.lon !== undefined;
  const [row] = await deps.db
    .insert(devices)
    .values({
      feederKey: key,
      alias: body.alias ?? null,
      ownerUserId: body.userId ?? null,
      selfBuilt: body.selfBuilt,
      lat: hasPosition ? body.lat : null,
      lon: hasPosition ? body.lon : null,
    })
    .returning({ devId: devices.devId });
  if (!row) throw new Error('device insert returned nothing');
  await followInRegistry(
    deps,
    key,
    hasPosition ? { lat: body.lat ?? null, lon: body.lon ?? null } : undefined,
  );
  return presentDevice(await requireDevice(deps, row.devId), deps.registry, deps.now());
}

/** POST /adsb/device/update: answers the device before and after. */
export async function updateDevice(
  deps: DeviceAdminDeps,
  body: AdminDeviceUpdate,
): Promise<{ before: AdminDevice; after: AdminDevice }> {
  const row = await requireDevice(deps, body.devId);
  const before = presentDevice(row, deps.registry, deps.now());
  if (
    body.userId !== undefined &&
    body.userId !== null &&
    !(await userExists(deps.db, body.userId))
  ) {
    throw new HttpError(404, 'myDevices.userNotFound');
  }
  const set: Partial<typeof devices.$inferInsert> = {};
  if (body.alias !== undefined) set.alias = body.alias;
  if (body.userId !== undefined) set.ownerUserId = body.userId;
  // A position is set or cleared as a pair.
  const moved = body.lat !== undefined || body.lon !== undefined;
  if (moved) {
    const cleared =
      body.lat === null || body.lon === null || body.lat === undefined || body.lon === undefined;
    set.lat = cleared ? null : body.lat;
    set.lon = cleared ? null : body.lon;
  }
  if (Object.keys(set).length > 0) {
    await deps.db.update(devices).set(set).where(eq(devices.devId, body.devId));
    await followInRegistry(
      deps,
      row.feederKey,
      moved ? { lat: set.lat ?? null, lon: set.lon ?? null } : undefined,
    );
  }
  const after = presentDevice(await requireDevice(deps, body.devId), deps.registry, deps.now());
  return { before, after };
}

/** POST /adsb/device/delete {userId, devId}: the device with its days; answers what it was. */
export async function deleteDevice(
  deps: DeviceAdminDeps,
  body: { devId: number; userId?: number },
): Promise<AdminDevice> {
  const row = await requireDevice(deps, body.devId);
  if (body.userId !== undefined && row.ownerUserId !== body.userId) {
    throw new HttpError(409, 'myDevices.notOwner');
  }
  const before = presentDevice(row, deps.registry, deps.now());
  await deps.db.transaction(async (tx) => {
    await tx.delete(devices).where(eq(devices.devId, body.devId));
    await tx.delete(deviceDayAircraft).where(eq(deviceDayAircraft.devId, body.devId));
    await tx.delete(deviceDailyStats).where(eq(deviceDailyStats.devId, body.devId));
  });
  const live = deps.registry?.devices.get(row.feederKey);
  if (live) {
    live.devId = undefined;
    live.ownerLat = Number.NaN;
    live.ownerLon = Number.NaN;
  }
  return before;
}

/** GET /adsb/device/deviceMonitor. */
export async function deviceMonitor(deps: DeviceAdminDeps): Promise<DeviceMonitor> {
  const now = deps.now();
  const since = new Date((now - NEWLY_DAYS * 86_400) * 1000);
  const counts = await monitorCounts(deps.db, now, since, statsDay(now));
  let messageRate = 0;
  let pending = 0;
  for (const live of deps.registry?.devices.values() ?? []) {
    if (Number.isNaN(live.offlineSince) && now - live.lastSeen <= OFFLINE_AFTER_SECONDS) {
      messageRate += live.messageRate;
    }
    pending += live.pendingMessages;
  }
  return {
    total: counts.total,
    online: counts.online,
    offline: counts.total - counts.online - counts.never,
    never: counts.never,
    newly: counts.newly,
    newlyDays: NEWLY_DAYS,
    messagesToday: counts.messagesToday + pending,
    messageRate: round1(messageRate),
  };
}

function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  return distanceMetres(a.lat, a.lon, b.lat, b.lon) / 1000;
}

type AirportRow = Awaited<ReturnType<typeof airportsInBox>>[number];

function airportName(airport: AirportRow, language: Language) {
  return {
    name: (language === 'zh' ? airport.nameZh : null) ?? airport.nameEn,
    city: (language === 'zh' ? airport.cityZh : null) ?? airport.cityEn,
  };
}

/**
 * GET airportDeviceList: every airport (with an IATA code) that has devices within
 * AIRPORT_DEVICE_RADIUS_KM, each device counted at its nearest such airport.
 */
export async function airportDeviceList(
  deps: DeviceAdminDeps,
  language: Language,
): Promise<AirportDevices[]> {
  const now = deps.now();
  const positioned = await positionedDevices(deps.db);
  if (positioned.length === 0) return [];
  const degrees = AIRPORT_DEVICE_RADIUS_KM / 111 + 0.01;
  const lats = positioned.map((d) => d.lat);
  const lons = positioned.map((d) => d.lon);
  const candidates = (
    await airportsInBox(deps.db, {
      south: Math.min(...lats) - degrees,
      north: Math.max(...lats) + degrees,
      west: Math.min(...lons) - degrees * 3,
      east: Math.max(...lons) + degrees * 3,
    })
  ).filter((airport) => airport.iata !== null);
  const byAirport = new Map<string, { airport: AirportRow; devices: number; online: number }>();
  for (const device of positioned) {
    let best: AirportRow | undefined;
    let bestKm = AIRPORT_DEVICE_RADIUS_KM;
    for (const airport of candidates) {
      if (Math.abs(airport.lat - device.lat) > degrees) continue;
      const km = kmBetween(device, airport);
      if (km <= bestKm) {
        best = airport;
        bestKm = km;
      }
    }
    if (!best) continue;
    const entry = byAirport.get(best.icao) ?? { airport: best, devices: 0, online: 0 };
    entry.devices++;
    const seen = device.lastSeen ? device.lastSeen.getTime() / 1000 : null;
    const off = device.offlineSince ? device.offlineSince.getTime() / 1000 : null;
    if (deviceStatus(seen, off, now).status === 'online') entry.online++;
    byAirport.set(best.icao, entry);
  }
  return [...byAirport.values()]
    .sort((a, b) => b.devices - a.devices || a.airport.icao.localeCompare(b.airport.icao))
    .map(({ airport, devices: count, online }) => ({
      icao: airport.icao,
      iata: airport.iata,
      ...airportName(airport, language),
      lat: airport.lat,
      lon: airport.lon,
      devices: count,
      online,
    }));
}

/** The devIds within AIRPORT_DEVICE_RADIUS_KM of a point, nearest first. */
export async function devicesNear(db: Db, point: { lat: number; lon: number }): Promise<number[]> {
  const positioned = await positionedDevices(db);
  return positioned
    .map((device) => ({ devId: device.devId, km: kmBetween(device, point) }))
    .filter((device) => device.km <= AIRPORT_DEVICE_RADIUS_KM)
    .sort((a, b) => a.km - b.km)
    .map((device) => device.devId);
}

/** GET /adsb/airport/near: the ten nearest airports with an IATA code within 300 km. */
export async function nearAirports(
  db: Db,
  point: { lat: number; lon: number },
  language: Language,
  limit = 10,
): Promise<NearAirport[]> {
  const degrees = 3;
  const lonSpan = Math.min(180, degrees / Math.max(0.05, Math.cos((point.lat * Math.PI) / 180)));
  const rows = await airportsInBox(db, {
    south: point.lat - degrees,
    north: point.lat + degrees,
    west: point.lon - lonSpan,
    east: point.lon + lonSpan,
  });
  return rows
    .filter((airport) => airport.iata !== null)
    .map((airport) => ({
      icao: airport.icao,
      iata: airport.iata,
      ...airportName(airport, language),
      country: airport.country,
      lat: airport.lat,
      lon: airport.lon,
      distanceKm: Math.round(kmBetween(point, airport) * 10) / 10,
    }))
    .filter((airport) => airport.distanceKm <= 300)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}

/** GET /adsb/gis: the place of a point, named by its nearest airport's city and country. */
export async function gisPlace(
  db: Db,
  point: { lat: number; lon: number },
  language: Language,
): Promise<GisPlace> {
  const [nearest] = await nearAirports(db, point, language, 1);
  return {
    lat: point.lat,
    lon: point.lon,
    city: nearest?.city ?? null,
    country: nearest?.country ?? null,
    nearestAirport: nearest ? `${nearest.iata ?? nearest.icao} ${nearest.name}` : null,
    distanceKm: nearest?.distanceKm ?? null,
  };
}

/** GET /adsb/device/statistics: every day of the range, silent days as zeros. */
export async function deviceStatistics(
  db: Db,
  range: { startDate: string; endDate: string },
): Promise<DeviceStatisticsDay[]> {
  const day = (compact: string) =>
    `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;
  const from = day(range.startDate);
  const to = day(range.endDate);
  if (from > to) throw new HttpError(400, 'bmsOps.dateRangeInvalid', { days: 366 });
  const days: string[] = [];
  for (
    let at = new Date(`${from}T00:00:00Z`);
    at.toISOString().slice(0, 10) <= to;
    at.setUTCDate(at.getUTCDate() + 1)
  ) {
    days.push(at.toISOString().slice(0, 10));
    if (days.length > 366) throw new HttpError(400, 'bmsOps.dateRangeInvalid', { days: 366 });
  }
  const totals = new Map((await dailyTotals(db, from, to)).map((row) => [row.day, row]));
  const start = new Date(`${from}T00:00:00+08:00`);
  const end = new Date(new Date(`${to}T00:00:00+08:00`).getTime() + 86_400_000);
  const joined = new Map((await joinedPerDay(db, start, end)).map((row) => [row.day, row.joined]));
  return days.map((date) => {
    const row = totals.get(date);
    return {
      day: date,
      reporting: row?.reporting ?? 0,
      joined: joined.get(date) ?? 0,
      messages: row?.messages ?? 0,
      positions: row?.positions ?? 0,
      aircraft: row?.aircraft ?? 0,
      onlineHours: round1((row?.onlineSeconds ?? 0) / 3600),
    };
  });
}

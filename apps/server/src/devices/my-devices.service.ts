// The signed-in user's devices: live figures from the registry (fresher than the last flush),
// today and yesterday from the daily rows plus what is pending, histories, and the owner's
// edits. Every call on one device checks ownership first: someone else's device is a 403 and
// nothing changes; a device that does not exist is a 404.
import type {
  DeviceDay,
  DeviceDayFigures,
  DevicePosition,
  MyDevice,
  OfflineInfo,
} from '@skytrace/contracts';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import type { DeviceLive } from './device.live';
import { statsDay } from './device.live';
import { OFFLINE_AFTER_SECONDS, type DeviceRegistry } from './device.registry';
import { formatFeederUuid } from './feeder-identity';
import {
  deleteOwnedDevice,
  findDevice,
  listOwnedDevices,
  readDays,
  readHistory,
  setAlias,
  setPosition,
  type DailyRow,
  type DeviceRow,
} from './my-devices.repo';

/** The live picture as far as this domain reads it (the live layer sits above devices). */
export interface LiveAircraftView {
  readonly aircraft: ReadonlyMap<
    number,
    { readonly devices: ReadonlyMap<string, number>; readonly positionTime: number }
  >;
}

export interface MyDevicesDeps {
  db: Db;
  registry: DeviceRegistry;
  live?: LiveAircraftView;
}

/** An aircraft counts as heard "now" by a device that heard it within this long (seconds). */
const NOW_WINDOW_SECONDS = 60;
const TWO_WEEK_DAYS = 14;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The device when `userId` owns it; 404 when it does not exist, 403 when it is someone else's. */
export async function requireOwnDevice(db: Db, userId: number, devId: number): Promise<DeviceRow> {
  const row = await findDevice(db, devId);
  if (!row) throw new HttpError(404, 'myDevices.notFound');
  if (row.ownerUserId !== userId) throw new HttpError(403, 'errors.forbidden');
  return row;
}

function dayFigures(row: DailyRow | undefined): DeviceDayFigures {
  return {
    messages: row?.messageCount ?? 0,
    positions: row?.positionCount ?? 0,
    aircraft: row?.anumCount ?? 0,
    maxRangeKm: Math.round(row?.maxRangeKm ?? 0),
    onlineHours: round1((row?.onlineSeconds ?? 0) / 3600),
  };
}

/** Aircraft the device heard in the last minute, and how many of them have a fresh position. */
function heardNow(live: LiveAircraftView | undefined, feederKey: string, now: number) {
  let aircraft = 0;
  let positions = 0;
  if (!live) return { aircraft, positions };
  for (const entry of live.aircraft.values()) {
    const heard = entry.devices.get(feederKey);
    if (heard === undefined || now - heard > NOW_WINDOW_SECONDS) continue;
    aircraft++;
    if (now - entry.positionTime <= NOW_WINDOW_SECONDS) positions++;
  }
  return { aircraft, positions };
}

/** Online per the 10-minute rule, and the §3 offline info. */
export function offlineInfo(
  lastSeen: number | null,
  offlineSince: number | null,
  now: number,
): { online: boolean; offline: OfflineInfo } {
  const online =
    lastSeen !== null && offlineSince === null && now - lastSeen <= OFFLINE_AFTER_SECONDS;
  if (online || lastSeen === null) {
    return { online, offline: { offDate: null, offState: online ? 0 : 1, offTime: 0 } };
  }
  const since = offlineSince ?? lastSeen + OFFLINE_AFTER_SECONDS;
  return {
    online,
    offline: { offDate: since, offState: 1, offTime: round1(Math.max(0, now - since) / 3600) },
  };
}

function present(
  row: DeviceRow,
  live: DeviceLive | undefined,
  days: { today?: DailyRow; yesterday?: DailyRow },
  heard: { aircraft: number; positions: number },
  now: number,
): MyDevice {
  const liveSeen = live && !Number.isNaN(live.lastSeen) ? live.lastSeen : undefined;
  const lastSeen = liveSeen ?? (row.lastSeen ? row.lastSeen.getTime() / 1000 : null);
  const offlineSince = live
    ? Number.isNaN(live.offlineSince)
      ? null
      : live.offlineSince
    : row.offlineSince
      ? row.offlineSince.getTime() / 1000
      : null;
  const { online, offline } = offlineInfo(lastSeen, offlineSince, now);
  const today = dayFigures(days.today);
  // The registry's figures of today include what has not been flushed yet.
  if (live && live.day === statsDay(now)) {
    today.messages += live.pendingMessages;
    today.positions += live.pendingPositions;
    today.aircraft = Math.max(today.aircraft, live.dayAircraft.size);
    today.maxRangeKm = Math.round(Math.max(today.maxRangeKm, live.dayMaxRangeKm));
    today.onlineHours = round1(Math.max(today.onlineHours * 3600, live.onlineSeconds) / 3600);
  }
  const ownerSet = row.lat !== null && row.lon !== null;
  return {
    devId: row.devId,
    alias: row.alias,
    feederId: formatFeederUuid(row.feederKey),
    feedFormat: live?.format || row.feedFormat,
    selfBuilt: row.selfBuilt,
    enabled: lastSeen !== null,
    lat: ownerSet ? row.lat : row.estimatedLat,
    lon: ownerSet ? row.lon : row.estimatedLon,
    estimatedPosition: !ownerSet && row.estimatedLat !== null,
    online,
    lastSeen,
    offline,
    messageRate: online && live ? round1(live.messageRate) : 0,
    aircraftNow: heard.aircraft,
    positionsNow: heard.positions,
    messagesTotal: Math.max(row.messagesTotal, live?.messagesTotal ?? 0),
    maxRangeKm: Math.round(Math.max(row.maxRangeKm, live?.maxRangeKm ?? 0)),
    typicalRangeKm: Math.round(
      live && live.day === statsDay(now)
        ? live.typicalRangeKm() || (days.today?.typicalRangeKm ?? 0)
        : (days.today?.typicalRangeKm ?? days.yesterday?.typicalRangeKm ?? 0),
    ),
    today,
    yesterday: dayFigures(days.yesterday),
    createdAt: row.createdAt.getTime() / 1000,
  };
}

/** Every device of `userId` with its live figures, today and yesterday. */
export async function listMyDevices(
  deps: MyDevicesDeps,
  userId: number,
  now: number,
): Promise<MyDevice[]> {
  const rows = await listOwnedDevices(deps.db, userId);
  const today = statsDay(now);
  const yesterday = statsDay(now - 86_400);
  const daily = await readDays(
    deps.db,
    rows.map((row) => row.devId),
    [today, yesterday],
  );
  return rows.map((row) => {
    const mine = daily.filter((day) => day.devId === row.devId);
    return present(
      row,
      deps.registry.devices.get(row.feederKey),
      {
        today: mine.find((day) => day.day === today),
        yesterday: mine.find((day) => day.day === yesterday),
      },
      heardNow(deps.live, row.feederKey, now),
      now,
    );
  });
}

/** A stored day in the §3 field names. */
export function historyDay(row: DailyRow): DeviceDay {
  return {
    day: row.day,
    message_count: row.messageCount,
    position_count: row.positionCount,
    anum_count: row.anumCount,
    onground_anum_count: row.ongroundAnumCount,
    onground_fnum_count: row.ongroundFnumCount,
    adsb_up_total: row.adsbUpTotal,
    adsb_down_total: row.adsbDownTotal,
    real_up_total: row.realUpTotal,
    real_down_total: row.realDownTotal,
    runway_up_recover: row.runwayUpRecover,
    runway_down_recover: row.runwayDownRecover,
    max_range_km: Math.round(row.maxRangeKm),
    typical_range_km: Math.round(row.typicalRangeKm),
    online_hours: round1(row.onlineSeconds / 3600),
  };
}

function emptyDay(day: string): DeviceDay {
  return historyDay({
    devId: 0,
    day,
    messageCount: 0,
    positionCount: 0,
    anumCount: 0,
    ongroundAnumCount: 0,
    ongroundFnumCount: 0,
    adsbUpTotal: 0,
    adsbDownTotal: 0,
    realUpTotal: 0,
    realDownTotal: 0,
    runwayUpRecover: 0,
    runwayDownRecover: 0,
    maxRangeKm: 0,
    typicalRangeKm: 0,
    onlineSeconds: 0,
  });
}

/** `history?devId`: every stored day of the owner's device, oldest first. */
export async function deviceHistory(db: Db, userId: number, devId: number): Promise<DeviceDay[]> {
  await requireOwnDevice(db, userId, devId);
  return (await readHistory(db, devId)).map(historyDay);
}

/**
 * `twoWeek?devId`: the last 14 days to today, one entry per day (a silent day is zeros, so the
 * chart's axis shows it as a gap in service, not a missing date).
 */
export async function deviceTwoWeek(
  db: Db,
  userId: number,
  devId: number,
  now: number,
): Promise<DeviceDay[]> {
  await requireOwnDevice(db, userId, devId);
  const days: string[] = [];
  for (let back = TWO_WEEK_DAYS - 1; back >= 0; back--) days.push(statsDay(now - back * 86_400));
  const rows = await readHistory(db, devId, days[0]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => {
    const row = byDay.get(day);
    return row ? historyDay(row) : emptyDay(day);
  });
}

/** `devicePosition?devId`: the owner's exact position and the estimate. */
export async function devicePosition(
  db: Db,
  userId: number,
  devId: number,
): Promise<DevicePosition> {
  const row = await requireOwnDevice(db, userId, devId);
  return {
    devId,
    lat: row.lat,
    lon: row.lon,
    estimatedLat: row.estimatedLat,
    estimatedLon: row.estimatedLon,
  };
}

/** updateDevAlias (the alias is validated by the contract: not empty, not only spaces). */
export async function renameDevice(
  db: Db,
  userId: number,
  devId: number,
  alias: string,
): Promise<void> {
  await requireOwnDevice(db, userId, devId);
  if (!(await setAlias(db, userId, devId, alias))) throw new HttpError(403, 'errors.forbidden');
}

/** updatePosition: stored, and the live device measures its range from there at once. */
export async function moveDevice(
  deps: MyDevicesDeps,
  userId: number,
  body: { devId: number; lat: number; lon: number },
): Promise<void> {
  const row = await requireOwnDevice(deps.db, userId, body.devId);
  if (!(await setPosition(deps.db, userId, body.devId, body.lat, body.lon))) {
    throw new HttpError(403, 'errors.forbidden');
  }
  const live = deps.registry.devices.get(row.feederKey);
  if (live) {
    live.ownerLat = body.lat;
    live.ownerLon = body.lon;
  }
}

/**
 * deleteSelfBuildDev: the row and its days go. A receiver still feeding with that identity
 * comes back as an unclaimed device at the next flush (the registry's flush re-reads its
 * ownership then), which its owner may claim again.
 */
export async function deleteSelfBuilt(
  deps: MyDevicesDeps,
  userId: number,
  devId: number,
): Promise<void> {
  const row = await requireOwnDevice(deps.db, userId, devId);
  if (!row.selfBuilt) throw new HttpError(409, 'myDevices.notSelfBuilt');
  if (!(await deleteOwnedDevice(deps.db, userId, devId))) {
    throw new HttpError(403, 'errors.forbidden');
  }
  const live = deps.registry.devices.get(row.feederKey);
  if (live) {
    live.devId = undefined;
    live.ownerLat = Number.NaN;
    live.ownerLon = Number.NaN;
  }
}

// The rows of an airport's boards: each scheduled departure or arrival in a window, matched to
// the aircraft flying it (live picture and observed take-offs and landings, by callsign), with
// its spec §4 status, estimated and actual times and how late it is. Pure: the service hands
// in what it holds in memory, so a board costs no database call.
import { formatIcaoHex, type BoardFlight } from '@skytrace/contracts';
import type { CurrentPosition } from '../flights/flight-progress';
import { flightProgress } from '../flights/flight-progress';
import { dynamicIdOf, type ScheduleInstance } from '../flights/schedule-instance';
import type { ObservedFlight } from '../flights/observed-flights';
import { LiveAirGround, type LiveAircraft } from '../live/live.aircraft';
import type { AirportRow } from '../reference/reference.sources';
import { callsignOf, type CatalogTables } from './airport.catalog';

/**
 * CAAC judges a departure by its take-off against STD plus the airport's standard taxi-out time
 * (15–30 min at the hubs): 20 min is allowed here before a take-off counts as late.
 */
export const TAXI_OUT_ALLOWANCE_SECONDS = 20 * 60;
/** Late by more than this counts as delayed (the usual 15-minute on-time rule). */
export const LATE_SECONDS = 15 * 60;
// The live aircraft flying a callsign belongs to an instance from 3 h before STD to 6 h after
// STA (the margins flight identity matches schedules with).
const LIVE_BEFORE_STD = 3 * 3600;
const LIVE_AFTER_STA = 6 * 3600;

/** Who flies what now: the live picture and the observed flights, by callsign. */
export interface Traffic {
  observedByCallsign: ReadonlyMap<string, readonly ObservedFlight[]>;
  liveByCallsign: ReadonlyMap<string, LiveAircraft>;
  /**
   * Since when take-offs and landings have been observed, Unix s: a flight due to leave before
   * that and never seen is not known to be late or cancelled (it may have left unobserved).
   */
  observingSince: number;
  /** Registration and type of an airframe, when known. */
  airframe: (icao: number) => { anum: string | null; aircraftType: string | null };
}

/** A board row with what the statistics and runway use read besides. */
export interface BoardEntry {
  row: BoardFlight;
  side: 'departure' | 'arrival';
  /** Delayed by the on-time rule (null while it cannot be told yet). */
  late: boolean | null;
  observed: ObservedFlight | undefined;
}

/**
 * Indexes the observed flights by callsign (upper-cased, trimmed), with the earliest event held
 * (ms; Infinity without any).
 */
export function indexObserved(flights: Iterable<ObservedFlight>): {
  index: Map<string, ObservedFlight[]>;
  earliest: number;
} {
  const index = new Map<string, ObservedFlight[]>();
  let earliest = Infinity;
  for (const flight of flights) {
    earliest = Math.min(earliest, activity(flight) || Infinity);
    if (!flight.callsign) continue;
    const key = flight.callsign.trim().toUpperCase();
    const list = index.get(key);
    if (list) list.push(flight);
    else index.set(key, [flight]);
  }
  // matchObservedFlight walks newest last: keep each list in time order.
  for (const list of index.values()) list.sort((a, b) => activity(a) - activity(b));
  return { index, earliest };
}

const activity = (flight: ObservedFlight): number => flight.takeoffAt ?? flight.landedAt ?? 0;

/** Indexes the live aircraft by callsign; of two with one callsign the last heard wins. */
export function indexLive(aircraft: Iterable<LiveAircraft>): Map<string, LiveAircraft> {
  const index = new Map<string, LiveAircraft>();
  for (const entry of aircraft) {
    const key = entry.callsign.trim().toUpperCase();
    if (key === '') continue;
    const held = index.get(key);
    if (!held || held.lastSeen < entry.lastSeen) index.set(key, entry);
  }
  return index;
}

function positionOf(aircraft: LiveAircraft): CurrentPosition | undefined {
  if (Number.isNaN(aircraft.lat) || Number.isNaN(aircraft.lon)) return undefined;
  return {
    lat: aircraft.lat,
    lon: aircraft.lon,
    groundSpeed: Number.isNaN(aircraft.groundSpeed) ? null : aircraft.groundSpeed,
    onGround: aircraft.airGround === LiveAirGround.Ground,
  };
}

const short = (row: AirportRow | undefined, icao: string) => ({
  ICAO: icao,
  IATA: row?.iata ?? null,
  name: row?.nameEn ?? icao,
  cName: row?.nameZh ?? null,
});

/** One board entry for a scheduled instance, as it stands at `now` (Unix seconds). */
export function boardEntry(
  instance: ScheduleInstance,
  side: 'departure' | 'arrival',
  tables: CatalogTables,
  traffic: Traffic,
  now: number,
): BoardEntry {
  const { leg, std, sta } = instance;
  const callsign = callsignOf(leg, tables.airlineIata);
  const origin = tables.airports.get(leg.originIcao);
  const destination = tables.airports.get(leg.destinationIcao);
  const observedList = traffic.observedByCallsign.get(callsign) ?? [];
  const liveAircraft = traffic.liveByCallsign.get(callsign);
  const live =
    liveAircraft && now >= std - LIVE_BEFORE_STD && now <= sta + LIVE_AFTER_STA
      ? liveAircraft
      : undefined;
  const progress = flightProgress({
    icao: live?.icao ?? 0,
    callsign,
    time: now,
    instance,
    origin: origin && { icao: origin.icao, lat: origin.lat, lon: origin.lon },
    destination: destination && {
      icao: destination.icao,
      lat: destination.lat,
      lon: destination.lon,
    },
    observed: observedList,
    position: live ? positionOf(live) : undefined,
  });
  const observed = observedList.findLast(
    (flight) =>
      (progress.ATD !== null && flight.takeoffAt === progress.ATD * 1000) ||
      (progress.ATA !== null && flight.landedAt === progress.ATA * 1000),
  );
  const icao = live?.icao ?? observed?.icao;
  const airframe = icao === undefined ? { anum: null, aircraftType: null } : traffic.airframe(icao);
  const unobserved =
    std < traffic.observingSince &&
    progress.ATD === null &&
    progress.ATA === null &&
    (progress.status === 'delay' || progress.status === 'cancel');
  const status = unobserved ? 'unknown' : progress.status;
  let estimated: number | null;
  let actual: number | null;
  let lateness: number | null;
  if (side === 'departure') {
    actual = progress.ATD;
    const notGone = actual === null && (status === 'scheduled' || status === 'delay');
    // Unknown: neither an estimate nor a delay can be told.
    // Not gone yet: it cannot leave before now.
    estimated = actual ?? (notGone ? Math.max(std, now) : null);
    const reference = actual ?? (notGone && now > std ? now : null);
    lateness = reference === null ? null : reference - std - TAXI_OUT_ALLOWANCE_SECONDS;
  } else {
    actual = progress.ATA;
    const departureSlip = status === 'delay' ? Math.max(0, now - std) : 0;
    const judged = status !== 'cancel' && status !== 'unknown';
    estimated = actual ?? progress.ETA ?? (judged ? sta + departureSlip : null);
    const reference = actual ?? progress.ETA ?? (now > sta && judged ? now : null);
    lateness = reference === null ? null : reference - sta;
  }
  const late =
    status === 'unknown'
      ? null
      : status === 'cancel'
        ? true
        : lateness === null
          ? null
          : lateness > LATE_SECONDS
            ? true
            : actual !== null
              ? false
              : null;
  return {
    side,
    late,
    observed,
    row: {
      fnum: leg.flightNumber,
      callsign,
      icaoId: icao === undefined ? null : formatIcaoHex(icao),
      anum: airframe.anum,
      aircraftType: airframe.aircraftType,
      org: short(origin, leg.originIcao),
      dst: short(destination, leg.destinationIcao),
      scheduled: side === 'departure' ? std : sta,
      estimated,
      actual,
      status,
      delayMinutes: lateness !== null && lateness > 0 ? Math.round(lateness / 60) : null,
      dynamicId: dynamicIdOf(leg.flightNumber, instance.date),
      scheduledDeptime: std,
      live: live !== undefined && status === 'takeOff',
    },
  };
}

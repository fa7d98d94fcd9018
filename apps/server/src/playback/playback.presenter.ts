// Explicit presenters of playback answers: stored trace points and flight rows become the
// contract shapes of packages/contracts/src/schemas/playback/, nothing passes through.
import {
  CHINA_TIME_OFFSET_SECONDS,
  PLAYBACK_GAP_SECONDS,
  formatCompactDate,
  type FlightBase,
  type HistoryFlight,
  type PlaybackFlightInfo,
  type PlaybackGap,
  type PlaybackPoint,
  type SliceFlight,
  formatIcaoHex,
  formatSquawk,
} from '@skytrace/contracts';
import type { TracePoint } from '../traces/trace.point';
import type { FlightSummary } from '../traces/traces.repo';

const seconds = (ms: number): number => Math.round(ms / 100) / 10;
const secondsOrNull = (ms: number | null): number | null => (ms === null ? null : seconds(ms));

/**
 * Spec §5: a playback point needs a position, a time and an update time. The recorder stores
 * the arrival time of each position, which is both (the server's update time of that aircraft).
 */
export function isPlayable(point: TracePoint): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lon) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lon) <= 180 &&
    Number.isFinite(point.time) &&
    point.time > 0
  );
}

export function presentPoint(point: TracePoint): PlaybackPoint {
  const time = seconds(point.time);
  return {
    lat: point.lat,
    lon: point.lon,
    alt: point.altitude,
    spd: point.groundSpeed,
    vspd: point.verticalRate,
    ang: point.track,
    time,
    updateTime: time,
    onGround: point.onGround,
    squawk: point.squawk === null || point.squawk === undefined ? null : formatSquawk(point.squawk),
  };
}

/** Playable points, presented, in time order. */
export function presentPoints(points: readonly TracePoint[]): PlaybackPoint[] {
  return points.filter(isPlayable).map(presentPoint);
}

/** Stretches longer than PLAYBACK_GAP_SECONDS without a point (spec §9 "marked fake"). */
export function findGaps(points: readonly PlaybackPoint[]): PlaybackGap[] {
  const gaps: PlaybackGap[] = [];
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1];
    const after = points[i];
    if (before && after && after.time - before.time > PLAYBACK_GAP_SECONDS) {
      gaps.push({ afterIndex: i - 1, from: before.time, to: after.time });
    }
  }
  return gaps;
}

/** Who a recorded flight was and when it flew; `partIds` its recorded parts (flight-parts.ts). */
export function presentFlightInfo(
  flight: FlightSummary,
  base: FlightBase,
  partIds: readonly number[] = [flight.id],
): PlaybackFlightInfo {
  return {
    flightId: flight.id,
    partIds: [...partIds],
    dynamicId: base.dynamicId,
    icaoId: formatIcaoHex(flight.icao),
    anum: base.aircraftNum,
    fnum: base.flightNum2,
    callsign: flight.callsign,
    org: base.forg,
    dst: base.fdst,
    STD: base.time.STD,
    STA: base.time.STA,
    ATD: secondsOrNull(flight.takeoffAt),
    ATA: secondsOrNull(flight.landedAt),
    aircraftType: base.aircraftType,
    aircraftTypeName: base.aircraftTypeName,
    airline: base.airline
      ? {
          IATA: base.airline.IATA,
          ICAO: base.airline.ICAO,
          name: base.airline.name,
          cName: base.airline.cName,
        }
      : null,
    firstSeen: seconds(flight.firstSeen),
    lastSeen: seconds(flight.lastSeen),
  };
}

/** A past flight in a list; `date` is the local day (offset seconds) of its departure. */
export function presentHistoryFlight(
  flight: FlightSummary,
  base: FlightBase,
  timeZoneOffset: number = CHINA_TIME_OFFSET_SECONDS,
): HistoryFlight {
  const departure = base.time.STD ?? (flight.takeoffAt ?? flight.firstSeen) / 1000;
  return {
    flightId: flight.id,
    dynamicId: base.dynamicId,
    date: formatCompactDate(new Date((departure + timeZoneOffset) * 1000)),
    icaoId: formatIcaoHex(flight.icao),
    fnum: base.flightNum2,
    callsign: flight.callsign,
    anum: base.aircraftNum,
    aircraftType: base.aircraftType,
    org: base.forg,
    dst: base.fdst,
    STD: base.time.STD,
    STA: base.time.STA,
    ATD: secondsOrNull(flight.takeoffAt),
    ATA: secondsOrNull(flight.landedAt),
    firstSeen: seconds(flight.firstSeen),
    lastSeen: seconds(flight.lastSeen),
  };
}

/** One flight's points inside one slice of an airport or area playback. */
export function presentSliceFlight(
  flight: FlightSummary,
  base: FlightBase,
  points: readonly TracePoint[],
  use?: SliceFlight['use'],
): SliceFlight {
  return {
    flightId: flight.id,
    icaoId: formatIcaoHex(flight.icao),
    fnum: base.flightNum2,
    anum: base.aircraftNum,
    callsign: flight.callsign,
    org: base.forg ? (base.forg.IATA ?? base.forg.ICAO) : null,
    dst: base.fdst ? (base.fdst.IATA ?? base.fdst.ICAO) : null,
    aircraftType: base.aircraftType,
    ...(use ? { use } : {}),
    points: presentPoints(points),
  };
}

import type { FlightPath } from '@skytrace/contracts';
import type { LiveAircraft } from '../../../live/aircraft.store';

// What the bar shows as the aircraft's state: the live record, or, when the flight has no signal,
// the last point of its flown track from history (spec §4 no signal).

export interface Reading {
  lat: number;
  lon: number;
  altitudeFt: number | null;
  speedKt: number | null;
  track: number | null;
  verticalRateFpm: number | null;
  onGround: boolean;
  /** Time of the position, ms since the epoch. */
  timeMs: number;
  live: boolean;
}

export function readingOf(
  aircraft: LiveAircraft | undefined,
  path: FlightPath | null,
): Reading | null {
  if (aircraft !== undefined) {
    return {
      lat: aircraft.lat,
      lon: aircraft.lon,
      altitudeFt: aircraft.altitudeFt,
      speedKt: aircraft.speedKt,
      track: aircraft.track,
      verticalRateFpm: aircraft.verticalRateFpm,
      onGround: aircraft.onGround,
      timeMs: aircraft.positionTimeMs,
      live: true,
    };
  }
  const points = path?.trace.path ?? [];
  let last = points[0];
  for (const point of points) if (last === undefined || point.time > last.time) last = point;
  if (last === undefined) return null;
  return {
    lat: last.lat,
    lon: last.lon,
    altitudeFt: last.alt,
    speedKt: last.spd,
    track: last.ang,
    verticalRateFpm: last.vspd,
    onGround: last.onGround,
    timeMs: last.time * 1000,
    live: false,
  };
}

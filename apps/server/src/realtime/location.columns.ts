// The columns of a location batch (location.proto): rows sorted by address, positions in 1e-4°
// steps from the south-west corner of the view, altitudes and rates in the contract's units.
import { LOCATION_FLAGS, LOCATION_UNITS, type ClientBounds } from '@skytrace/contracts';
import { LiveAirGround, type LiveAircraft } from '../live/live.aircraft';
import type { LocationBatchColumns } from './location.codec';

const DEGREE_UNITS = 1 / LOCATION_UNITS.degrees;

function isEmergency(squawk: number): boolean {
  return squawk === 0x7500 || squawk === 0x7600 || squawk === 0x7700;
}

/**
 * The location batch of `rows` (sorted by address) relative to the south-west corner of `bounds`,
 * at server time `now` (seconds) with data published at `publishedMs` (ms since the epoch).
 */
export function locationColumns(
  rows: readonly LiveAircraft[],
  bounds: ClientBounds,
  { now, publishedMs }: { now: number; publishedMs: number },
  full: boolean,
  removed: number[],
): LocationBatchColumns {
  const time = Math.floor(now);
  const originLat = Math.floor(bounds.south * DEGREE_UNITS);
  const originLon = Math.floor(bounds.west * DEGREE_UNITS);
  const batch: LocationBatchColumns = {
    time,
    // Relative to `time` to stay a few bytes; negative when published in an earlier second.
    publishedOffsetMs: Math.round(publishedMs - time * 1000),
    full,
    originLat,
    originLon,
    icaoDelta: [],
    lat: [],
    lon: [],
    alt: [],
    spd: [],
    ang: [],
    vspd: [],
    age: [],
    flags: [],
    removed,
  };
  let previous = 0;
  for (const entry of rows) {
    batch.icaoDelta.push(entry.icao - previous);
    previous = entry.icao;
    batch.lat.push(Math.max(0, Math.round(entry.lat * DEGREE_UNITS) - originLat));
    const lonUnits = Math.round(entry.lon * DEGREE_UNITS) - originLon;
    // Across the antimeridian the east part wraps past 180°.
    batch.lon.push(lonUnits < 0 ? lonUnits + 360 * DEGREE_UNITS : lonUnits);
    let flags = 0;
    if (entry.airGround === LiveAirGround.Ground) flags |= LOCATION_FLAGS.onGround;
    if (Number.isNaN(entry.altitude)) flags |= LOCATION_FLAGS.altitudeUnknown;
    if (Number.isNaN(entry.groundSpeed) || Number.isNaN(entry.track)) {
      flags |= LOCATION_FLAGS.velocityUnknown;
    }
    if (isEmergency(entry.squawk)) flags |= LOCATION_FLAGS.emergency;
    batch.alt.push(
      Number.isNaN(entry.altitude) ? 0 : Math.round(entry.altitude / LOCATION_UNITS.altitudeFeet),
    );
    batch.spd.push(Number.isNaN(entry.groundSpeed) ? 0 : Math.round(entry.groundSpeed));
    batch.ang.push(Number.isNaN(entry.track) ? 0 : Math.round(entry.track) % 360);
    batch.vspd.push(
      Number.isNaN(entry.verticalRate)
        ? 0
        : Math.round(entry.verticalRate / LOCATION_UNITS.verticalRateFpm),
    );
    batch.age.push(Math.max(0, Math.round(now - entry.positionTime)));
    batch.flags.push(flags);
  }
  return batch;
}

// Applies an SBS/BaseStation record (already decoded by the feeder) to an aircraft. SBS carries
// no CPR, so positions are taken as given, still subject to the speed check.

import { AirGround } from '../decode/message.js';
import type { SbsRecord } from '../framing/sbs.js';
import { distanceMetres, MPS_PER_KNOT } from '../geo.js';
import { PositionSource, type Aircraft } from './aircraft.js';

/** Outcome of applying an SBS position. */
export const SbsPosition = { None: 0, Accepted: 1, Implausible: 2 } as const;
export type SbsPosition = (typeof SbsPosition)[keyof typeof SbsPosition];

/** Seconds an ADS-B altitude keeps priority over a surveillance one (as for Mode S frames). */
const ADSB_PRIORITY_SECONDS = 15;

/**
 * Copies the non-empty fields of `record` into `aircraft`; returns what happened to a position.
 * MSG types 1–4 come from extended squitters, 5–8 from surveillance replies: like readsb, an
 * ADS-B altitude heard recently wins over a surveillance altitude (which may differ by 25–50 ft).
 */
export function applySbsRecord(aircraft: Aircraft, record: SbsRecord, time: number): SbsPosition {
  if (record.callsign !== '') aircraft.callsign = record.callsign;
  if (!Number.isNaN(record.altitude)) {
    const adsb = record.transmissionType >= 1 && record.transmissionType <= 4;
    if (adsb) aircraft.altitudeEsTime = time;
    if (adsb || !(time - aircraft.altitudeEsTime <= ADSB_PRIORITY_SECONDS)) {
      aircraft.altitude = record.altitude;
    }
  }
  if (!Number.isNaN(record.groundSpeed)) aircraft.groundSpeed = record.groundSpeed;
  if (!Number.isNaN(record.track)) aircraft.track = record.track;
  if (!Number.isNaN(record.verticalRate)) aircraft.verticalRate = record.verticalRate;
  if (!Number.isNaN(record.squawk)) aircraft.squawk = record.squawk;
  if (record.onGround >= 0) {
    // Surveillance replies (MSG 5–8) carry a ground flag derived from the flight status, which
    // readsb also writes when the status is ambiguous (alert + SPI): ADS-B state wins for 15 s.
    const adsb = record.transmissionType >= 1 && record.transmissionType <= 4;
    if (adsb) aircraft.airGroundEsTime = time;
    if (adsb || !(time - aircraft.airGroundEsTime <= ADSB_PRIORITY_SECONDS)) {
      aircraft.airGround = record.onGround === 1 ? AirGround.Ground : AirGround.Airborne;
    }
  }
  const { lat, lon } = record;
  if (Number.isNaN(lat) || Number.isNaN(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return SbsPosition.None;
  }
  if (!Number.isNaN(aircraft.positionTime)) {
    // Same generous bound as for CPR positions: 1.5x ground speed + 100 kt, or 1000 kt.
    const knots = Number.isNaN(aircraft.groundSpeed) ? 1000 : aircraft.groundSpeed * 1.5 + 100;
    const allowed = (Math.max(0, time - aircraft.positionTime) + 2) * knots * MPS_PER_KNOT + 1000;
    if (distanceMetres(aircraft.lat, aircraft.lon, lat, lon) > allowed) {
      return SbsPosition.Implausible;
    }
  }
  aircraft.lat = lat;
  aircraft.lon = lon;
  aircraft.positionTime = time;
  aircraft.positionSource = PositionSource.Sbs;
  return SbsPosition.Accepted;
}

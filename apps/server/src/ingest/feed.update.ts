// What one accepted message offers the merged live table: the fields the message carried, with
// the session tracker's values for them (a callsign or altitude decoded across messages), NaN
// or '' for the rest. The caller has set who sent it (icao, device, time) and the RSSI.
import { AirGround, type Aircraft, type ModeSMessage, type SbsRecord } from '@skytrace/adsb';
import type { LiveUpdate } from '../live/live.table';

/**
 * Fills `u` from a decoded Mode S message and its aircraft; `positioned` says the message gave
 * the aircraft an accepted position.
 */
export function fillFromModeS(
  u: LiveUpdate,
  msg: ModeSMessage,
  aircraft: Aircraft,
  positioned: boolean,
): void {
  u.callsign = msg.callsign === '' ? '' : aircraft.callsign;
  u.category = msg.category;
  u.squawk = Number.isNaN(msg.squawk) ? Number.NaN : aircraft.squawk;
  u.emergency = msg.emergency;
  u.altitude = Number.isNaN(msg.altitude) ? Number.NaN : aircraft.altitude;
  u.altitudeGnss =
    Number.isNaN(msg.altitudeGnss) && Number.isNaN(msg.gnssBaroDelta)
      ? Number.NaN
      : aircraft.altitudeGnss;
  u.lat = positioned ? aircraft.lat : Number.NaN;
  u.lon = positioned ? aircraft.lon : Number.NaN;
  u.groundSpeed = msg.groundSpeed;
  u.track = msg.track;
  u.verticalRate = msg.verticalRate;
  u.ias = msg.ias;
  u.tas = msg.tas;
  u.heading = msg.heading;
  u.airGround = msg.airGround === AirGround.Unknown ? 0 : aircraft.airGround;
}

/** Fills `u` from an SBS record and its aircraft (SBS carries no signal level or category). */
export function fillFromSbs(
  u: LiveUpdate,
  record: SbsRecord,
  aircraft: Aircraft,
  positioned: boolean,
): void {
  u.callsign = record.callsign === '' ? '' : aircraft.callsign;
  u.category = Number.NaN;
  u.squawk = record.squawk;
  u.emergency = Number.NaN;
  u.altitude = Number.isNaN(record.altitude) ? Number.NaN : aircraft.altitude;
  u.altitudeGnss = Number.NaN;
  u.lat = positioned ? aircraft.lat : Number.NaN;
  u.lon = positioned ? aircraft.lon : Number.NaN;
  u.groundSpeed = record.groundSpeed;
  u.track = record.track;
  u.verticalRate = record.verticalRate;
  u.ias = Number.NaN;
  u.tas = Number.NaN;
  u.heading = Number.NaN;
  u.airGround = aircraft.airGround;
}

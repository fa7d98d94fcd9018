// Copies the fields of one decoded message into an aircraft's state. Positions are handled
// separately (tracker/positions.ts) because they need CPR pairing and plausibility checks.

import { AirGround, CprKind, type ModeSMessage } from '../decode/message.js';
import type { Aircraft } from './aircraft.js';

/**
 * ADS-B data outranks surveillance replies (DF0/4/5/16/20/21) while it is this fresh, seconds:
 * readsb's source priority with its 15 s TRACK_STALE.
 */
const ADSB_PRIORITY_SECONDS = 15;

/**
 * Updates `aircraft` from `msg` received at `time`. `commB` is the Comm-B reading whose speeds
 * and heading may be used (see tracker/commb.ts), undefined when none fits clearly.
 */
export function applyMessage(
  aircraft: Aircraft,
  msg: ModeSMessage,
  time: number,
  commB: ModeSMessage | undefined,
): void {
  const adsb = msg.df === 17 || msg.df === 18;
  if (msg.df === 11) {
    // All-call replies carry only the capability (air/ground) besides the address.
    if (
      msg.airGround !== AirGround.Unknown &&
      !(time - aircraft.airGroundEsTime <= ADSB_PRIORITY_SECONDS)
    ) {
      aircraft.airGround = msg.airGround;
    }
    return;
  }
  if (msg.callsign !== '') {
    if (adsb) aircraft.callsignEsTime = time;
    if (adsb || !(time - aircraft.callsignEsTime <= ADSB_PRIORITY_SECONDS)) {
      aircraft.callsign = msg.callsign;
    }
  }
  if (!Number.isNaN(msg.category)) aircraft.category = msg.category;
  if (!Number.isNaN(msg.squawk)) {
    if (adsb) aircraft.squawkEsTime = time;
    if (adsb || !(time - aircraft.squawkEsTime <= ADSB_PRIORITY_SECONDS)) {
      aircraft.squawk = msg.squawk;
    }
  }
  if (!Number.isNaN(msg.emergency)) aircraft.emergency = msg.emergency;
  if (!Number.isNaN(msg.altitude)) {
    if (adsb) aircraft.altitudeEsTime = time;
    if (adsb || !(time - aircraft.altitudeEsTime <= ADSB_PRIORITY_SECONDS)) {
      aircraft.altitude = msg.altitude;
    }
  }
  if (!Number.isNaN(msg.altitudeGnss)) aircraft.altitudeGnss = msg.altitudeGnss;
  else if (!Number.isNaN(msg.gnssBaroDelta) && !Number.isNaN(aircraft.altitude)) {
    // ES velocity carries GNSS minus baro altitude; readsb derives alt_geom the same way.
    aircraft.altitudeGnss = aircraft.altitude + msg.gnssBaroDelta;
  }
  // ES position and velocity types say airborne/surface outright; CA, FS and VS flags of
  // other replies are often wrong (readsb ranks them lower), so they only count while no
  // ES-derived state is fresh.
  if (msg.airGround !== AirGround.Unknown) {
    const esState = adsb && (msg.cprKind !== CprKind.None || msg.tc === 19);
    if (esState) aircraft.airGroundEsTime = time;
    if (esState || !(time - aircraft.airGroundEsTime <= ADSB_PRIORITY_SECONDS)) {
      aircraft.airGround = msg.airGround;
    }
  }
  if (adsb) {
    if (!Number.isNaN(msg.groundSpeed)) aircraft.groundSpeed = msg.groundSpeed;
    if (!Number.isNaN(msg.track)) aircraft.track = msg.track;
    if (!Number.isNaN(msg.verticalRate)) aircraft.verticalRate = msg.verticalRate;
    if (!Number.isNaN(msg.ias)) aircraft.ias = msg.ias;
    if (!Number.isNaN(msg.tas)) aircraft.tas = msg.tas;
    if (!Number.isNaN(msg.heading)) aircraft.heading = msg.heading;
    if (!Number.isNaN(msg.nacP)) aircraft.nacP = msg.nacP;
    if (!Number.isNaN(msg.sil)) aircraft.sil = msg.sil;
    if (!Number.isNaN(msg.version)) aircraft.version = msg.version;
  } else if (commB !== undefined) {
    applyCommB(aircraft, commB);
  }
}

/** Speeds from Comm-B: 6,0 gives IAS, Mach and magnetic heading; 5,0 gives TAS. */
function applyCommB(aircraft: Aircraft, reading: ModeSMessage): void {
  if (reading.bds === 0x60) {
    if (!Number.isNaN(reading.ias)) aircraft.ias = reading.ias;
    if (!Number.isNaN(reading.mach)) aircraft.mach = reading.mach;
    if (!Number.isNaN(reading.heading)) aircraft.heading = reading.heading;
  } else if (reading.bds === 0x50) {
    if (!Number.isNaN(reading.tas)) aircraft.tas = reading.tas;
  }
}

// ES status messages a transponder broadcasts besides positions and velocity: aircraft status
// (TC 28 subtype 1, BDS 6,1: emergency state and Mode A code) and operational status (TC 31,
// BDS 6,5: ADS-B version and the accuracy/integrity figures receivers need to trust positions).
import { putBits } from './bits.js';
import {
  beginExtendedSquitter,
  CAPABILITY_AIRBORNE,
  CAPABILITY_ON_GROUND,
  endExtendedSquitter,
} from './extendedSquitter.js';
import { identityCode13 } from './squawk.js';
import { squawkOctal } from './surveillance.js';

/** Fields of an aircraft status message (TC 28 subtype 1). */
export interface AircraftStatus {
  icao: number;
  /** Mode A code as four octal digits, e.g. "7700". */
  squawk: string;
  /**
   * Emergency/priority state 0-6 (0 none, 1 general, 2 medical, 3 minimum fuel, 4 no
   * communications, 5 unlawful interference, 6 downed). Default: from the squawk, as DO-260B asks
   * (7700 → 1, 7600 → 4, 7500 → 5, otherwise 0).
   */
  emergency?: number;
}

/** Fields of an operational status message (TC 31, subtype 0 airborne or 1 surface). */
export interface OperationalStatus {
  icao: number;
  /** Surface format (subtype 1) instead of airborne (subtype 0). */
  onGround?: boolean;
  /** ADS-B version: 0 DO-260, 1 DO-260A, 2 DO-260B. Default 2. */
  version?: number;
  /** Navigation accuracy category for position, 0-11. Default 9 (< 30 m, typical GNSS). */
  nacP?: number;
  /** Source integrity level 0-3. Default 3. */
  sil?: number;
  /** NIC supplement A (0/1). Default 0. */
  nicSupplementA?: number;
  /** Barometric altitude cross-checked (airborne only). Default 1. */
  nicBaro?: number;
  /** Raw capability class (16 bits airborne, 12 surface) and operational mode (16). Default 0. */
  capabilityClass?: number;
  operationalMode?: number;
}

/** Emergency state DO-260B derives from an emergency squawk. */
function emergencyFromSquawk(octal: number): number {
  if (octal === 0o7700) return 1;
  if (octal === 0o7600) return 4;
  if (octal === 0o7500) return 5;
  return 0;
}

/** Encode an aircraft status squitter (TC 28/1) into `frame` (≥ 14 bytes); returns 14. */
export function encodeAircraftStatus(frame: Uint8Array, message: AircraftStatus): number {
  const octal = squawkOctal(message.squawk);
  beginExtendedSquitter(frame, message.icao, CAPABILITY_AIRBORNE);
  putBits(frame, 33, 37, 28);
  putBits(frame, 38, 40, 1);
  putBits(frame, 41, 43, message.emergency ?? emergencyFromSquawk(octal));
  putBits(frame, 44, 56, octal < 0 ? 0 : identityCode13(octal));
  return endExtendedSquitter(frame);
}

/** Encode an operational status squitter (TC 31) into `frame` (≥ 14 bytes); returns 14. */
export function encodeOperationalStatus(frame: Uint8Array, message: OperationalStatus): number {
  const surface = message.onGround === true;
  beginExtendedSquitter(frame, message.icao, surface ? CAPABILITY_ON_GROUND : CAPABILITY_AIRBORNE);
  putBits(frame, 33, 37, 31);
  putBits(frame, 38, 40, surface ? 1 : 0);
  // Airborne: 16-bit capability class; surface: 12 bits followed by length/width (left 0).
  if (surface) putBits(frame, 41, 52, message.capabilityClass ?? 0);
  else putBits(frame, 41, 56, message.capabilityClass ?? 0);
  putBits(frame, 57, 72, message.operationalMode ?? 0);
  putBits(frame, 73, 75, message.version ?? 2);
  putBits(frame, 76, 76, message.nicSupplementA ?? 0);
  putBits(frame, 77, 80, message.nacP ?? 9);
  putBits(frame, 83, 84, message.sil ?? 3);
  // Bit 85 is NIC-baro when airborne and the track/heading flag on the surface.
  if (!surface) putBits(frame, 85, 85, message.nicBaro ?? 1);
  return endExtendedSquitter(frame);
}

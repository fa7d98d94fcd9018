// ES status messages: aircraft status (TC28, BDS 6,1), target state and status (TC29, BDS 6,2,
// DO-260B version 2 layout) and operational status (TC31, BDS 6,5).

import { decodeId13 } from './altitude.js';
import { getBit, getBits } from './bits.js';
import type { ModeSMessage } from './message.js';

/** TC28: subtype 1 carries the emergency/priority state and the Mode A code. */
export function decodeAircraftStatus(msg: Uint8Array, out: ModeSMessage): void {
  const subtype = getBits(msg, 38, 40);
  out.subtype = subtype;
  if (subtype !== 1) return;
  out.emergency = getBits(msg, 41, 43);
  const id13 = getBits(msg, 44, 56);
  if (id13 !== 0) out.squawk = decodeId13(id13);
}

/** TC29 subtype 1: selected altitude, QNH, selected heading, NACp/SIL and autopilot modes. */
export function decodeTargetState(msg: Uint8Array, out: ModeSMessage): void {
  const subtype = getBits(msg, 38, 39);
  out.subtype = subtype;
  if (subtype !== 1) return;
  // Altitude in 32 ft steps and QNH in 0.8 hPa steps above 800 hPa; raw 0 means no data.
  const altitudeRaw = getBits(msg, 42, 52);
  if (altitudeRaw !== 0) {
    const altitude = (altitudeRaw - 1) * 32;
    if (getBit(msg, 41) === 1) out.selectedAltitudeFms = altitude;
    else out.selectedAltitude = altitude;
  }
  const qnhRaw = getBits(msg, 53, 61);
  if (qnhRaw !== 0) out.baroSetting = 800 + (qnhRaw - 1) * 0.8;
  if (getBit(msg, 62) === 1) out.selectedHeading = (getBits(msg, 63, 71) * 180) / 256;
  out.nacP = getBits(msg, 72, 75);
  out.nicBaro = getBit(msg, 76);
  out.sil = getBits(msg, 77, 78);
}

/** TC29 subtype 1 mode flags returned by `targetStateModes` (a bitmask). */
export const TargetStateMode = {
  /** ME bit 47: the autopilot/VNAV/altitude hold/approach/LNAV bits below are valid. */
  ModesValid: 64,
  Autopilot: 1,
  Vnav: 2,
  AltitudeHold: 4,
  Approach: 8,
  /** ACAS/TCAS operational is reported regardless of the mode status bit. */
  TcasOperational: 16,
  Lnav: 32,
} as const;

/** Mode flags of a TC29 subtype 1 message (TargetStateMode bits). */
export function targetStateModes(msg: Uint8Array): number {
  let modes = 0;
  if (getBit(msg, 79) === 1) modes |= TargetStateMode.ModesValid;
  if (getBit(msg, 80) === 1) modes |= TargetStateMode.Autopilot;
  if (getBit(msg, 81) === 1) modes |= TargetStateMode.Vnav;
  if (getBit(msg, 82) === 1) modes |= TargetStateMode.AltitudeHold;
  if (getBit(msg, 84) === 1) modes |= TargetStateMode.Approach;
  if (getBit(msg, 85) === 1) modes |= TargetStateMode.TcasOperational;
  if (getBit(msg, 86) === 1) modes |= TargetStateMode.Lnav;
  return modes;
}

/** TC31: ADS-B version, NIC supplement A, NACp, SIL and NIC-baro. */
export function decodeOperationalStatus(msg: Uint8Array, out: ModeSMessage): void {
  const subtype = getBits(msg, 38, 40);
  out.subtype = subtype;
  if (subtype > 1) return;
  // Surface messages carry a 12-bit capability class (the rest is length/width).
  out.capabilityClass = subtype === 0 ? getBits(msg, 41, 56) : getBits(msg, 41, 52);
  out.operationalMode = getBits(msg, 57, 72);
  out.version = getBits(msg, 73, 75);
  out.hrd = getBit(msg, 86);
  out.nicSupplementA = getBit(msg, 76);
  out.nacP = getBits(msg, 77, 80);
  out.sil = getBits(msg, 83, 84);
  if (subtype === 0) out.nicBaro = getBit(msg, 85);
  out.silSupplement = getBit(msg, 87);
}

// DF17/18 extended squitter ME field (message bits 33-88), dispatched by type code (DO-260B
// §2.2.3.2). ME bit n is message bit 32 + n.

import { decodeAc12 } from './altitude.js';
import { getBit, getBits } from './bits.js';
import { decodeCallsign } from './callsign.js';
import { AirGround, CprKind, type ModeSMessage } from './message.js';
import { decodeAircraftStatus, decodeOperationalStatus, decodeTargetState } from './status.js';
import { decodeVelocity } from './velocity.js';

/** Decodes the ES ME field of `msg` (112 bits) into `out`. */
export function decodeExtendedSquitter(msg: Uint8Array, out: ModeSMessage): void {
  const tc = getBits(msg, 33, 37);
  out.payloadDirty = true;
  out.tc = tc;
  if (tc >= 1 && tc <= 4) {
    out.bds = 0x08;
    // Emitter category: set A for TC4 .. set D for TC1, number from ME bits 6-8.
    out.category = ((0xe - tc) << 4) | getBits(msg, 38, 40);
    out.callsign = decodeCallsign(msg, 41);
  } else if (tc >= 5 && tc <= 8) {
    out.bds = 0x06;
    decodeSurfacePosition(msg, out);
  } else if ((tc >= 9 && tc <= 18) || (tc >= 20 && tc <= 22)) {
    out.bds = 0x05;
    decodeAirbornePosition(msg, out, tc);
  } else if (tc === 19) {
    out.bds = 0x09;
    decodeVelocity(msg, out);
  } else if (tc === 28) {
    out.bds = 0x61;
    decodeAircraftStatus(msg, out);
  } else if (tc === 29) {
    out.bds = 0x62;
    decodeTargetState(msg, out);
  } else if (tc === 31) {
    out.bds = 0x65;
    decodeOperationalStatus(msg, out);
  }
}

function decodeCpr(msg: Uint8Array, out: ModeSMessage): void {
  out.cprOdd = getBit(msg, 54);
  out.cprLat = getBits(msg, 55, 71);
  out.cprLon = getBits(msg, 72, 88);
}

function decodeAirbornePosition(msg: Uint8Array, out: ModeSMessage, tc: number): void {
  out.airGround = AirGround.Airborne;
  out.cprKind = CprKind.Airborne;
  // NUCp from the type code (DO-260 Table 2-14): TC9 -> 9 ... TC18 -> 0; GNSS-height TCs 20-22.
  out.nucP = tc <= 18 ? 18 - tc : 29 - tc;
  out.surveillanceStatus = getBits(msg, 38, 39);
  out.nicB = getBit(msg, 40);
  const ac12 = getBits(msg, 41, 52);
  if (tc <= 18) out.altitude = decodeAc12(ac12);
  else out.altitudeGnss = decodeAc12(ac12);
  decodeCpr(msg, out);
}

/** Surface movement field (ME 6-12) to ground speed in kt (DO-260B Table 2-15); NaN if none. */
export function movementToKnots(movement: number): number {
  if (movement === 0 || movement > 124) return Number.NaN;
  if (movement === 1) return 0;
  // Piecewise linear: code 2 = 0.125 kt, 9 = 1 kt, 13 = 2 kt, 39 = 15 kt, 94 = 70 kt, 109 = 100 kt.
  if (movement < 9) return 0.125 * (movement - 1);
  if (movement < 13) return 1 + (movement - 9) * 0.25;
  if (movement < 39) return 2 + (movement - 13) * 0.5;
  if (movement < 94) return 15 + (movement - 39);
  if (movement < 109) return 70 + (movement - 94) * 2;
  if (movement < 124) return 100 + (movement - 109) * 5;
  return 175;
}

function decodeSurfacePosition(msg: Uint8Array, out: ModeSMessage): void {
  out.airGround = AirGround.Ground;
  out.cprKind = CprKind.Surface;
  out.nucP = 14 - out.tc;
  const movement = getBits(msg, 38, 44);
  out.movement = movement;
  out.groundSpeed = movementToKnots(movement);
  if (getBit(msg, 45) === 1) out.track = (getBits(msg, 46, 52) * 360) / 128;
  decodeCpr(msg, out);
}

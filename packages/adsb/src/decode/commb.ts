// Comm-B (DF20/21) MB field register inference, following pyModeS 3's order so results are
// comparable: registers with a format identifier first (1,0 / 1,7 / 2,0 / 3,0), then the
// heuristic registers 4,0, 5,0, 6,0 judged by status-bit consistency and plausible ranges
// (ICAO Doc 9871 Tables A-2-16 .. A-2-35). The first surviving candidate wins.
// MB payload bit k (0-based) is message bit 33 + k.

import { getBit, getBits } from './bits.js';
import { decodeCallsign, isValidCallsign } from './callsign.js';
import type { ModeSMessage } from './message.js';

/** Bit flags of every register a Comm-B payload is plausible for. */
export const CommBCandidate = {
  Bds10: 1,
  Bds17: 2,
  Bds20: 4,
  Bds30: 8,
  Bds40: 16,
  Bds50: 32,
  Bds60: 64,
} as const;

/**
 * Largest plausible BDS 5,0 roll angle, degrees. Airliners rarely exceed 30 deg of bank; the
 * pyModeS 3.3 output we compare with never accepts more than 35 deg (vectors_bulk.jsonl).
 */
const MAX_ROLL_DEG = 35;

/** MB payload bits `first`..`last` (0-based payload numbering, at most 25 bits). */
function mb(msg: Uint8Array, first: number, last: number): number {
  return getBits(msg, 33 + first, 33 + last);
}

/** A status bit of 0 with a non-zero value field is inconsistent. */
function wrongStatus(msg: Uint8Array, status: number, first: number, width: number): boolean {
  return getBit(msg, 33 + status) === 0 && mb(msg, first, first + width - 1) !== 0;
}

function signed(raw: number, bits: number, sign: number): number {
  return sign === 1 ? raw - (1 << bits) : raw;
}

function isZeroPayload(msg: Uint8Array): boolean {
  for (let i = 4; i < 11; i++) if (msg[i] !== 0) return false;
  return true;
}

function isBds10(msg: Uint8Array): boolean {
  if (mb(msg, 0, 7) !== 0x10 || mb(msg, 9, 13) !== 0) return false;
  // Overlay command capability must agree with the subnetwork version number.
  const version = mb(msg, 16, 22);
  return getBit(msg, 33 + 14) === 1 ? version >= 5 : version <= 4;
}

function isBds17(msg: Uint8Array): boolean {
  // Capability bits 0-23; the rest is reserved. Anyone answering must support 2,0 (bit 6).
  return mb(msg, 24, 47) === 0 && mb(msg, 48, 55) === 0 && getBit(msg, 33 + 6) === 1;
}

function isBds40(msg: Uint8Array): boolean {
  if (wrongStatus(msg, 0, 1, 12) || wrongStatus(msg, 13, 14, 12)) return false;
  if (wrongStatus(msg, 26, 27, 12) || wrongStatus(msg, 47, 48, 3)) return false;
  if (wrongStatus(msg, 53, 54, 2)) return false;
  return mb(msg, 39, 46) === 0 && mb(msg, 51, 52) === 0;
}

function isBds50(msg: Uint8Array): boolean {
  if (wrongStatus(msg, 0, 1, 10) || wrongStatus(msg, 11, 12, 11)) return false;
  if (wrongStatus(msg, 23, 24, 10) || wrongStatus(msg, 34, 35, 10)) return false;
  if (wrongStatus(msg, 45, 46, 10)) return false;
  const rollOk = getBit(msg, 33) === 0 || Math.abs(roll50(msg)) <= MAX_ROLL_DEG;
  const gsStatus = getBit(msg, 33 + 23);
  const tasStatus = getBit(msg, 33 + 45);
  const gs = mb(msg, 24, 33) * 2;
  const tas = mb(msg, 46, 55) * 2;
  if (!rollOk || (gsStatus === 1 && gs > 600) || (tasStatus === 1 && tas > 600)) return false;
  return !(gsStatus === 1 && tasStatus === 1 && Math.abs(tas - gs) > 200);
}

function isBds60(msg: Uint8Array): boolean {
  if (wrongStatus(msg, 0, 1, 11) || wrongStatus(msg, 12, 13, 10)) return false;
  if (wrongStatus(msg, 23, 24, 10) || wrongStatus(msg, 34, 35, 10)) return false;
  if (wrongStatus(msg, 45, 46, 10)) return false;
  if (getBit(msg, 33 + 12) === 1 && mb(msg, 13, 22) > 500) return false;
  if (getBit(msg, 33 + 23) === 1 && (mb(msg, 24, 33) * 2.048) / 512 > 1) return false;
  if (getBit(msg, 33 + 34) === 1 && Math.abs(verticalRate60(msg, 35)) > 6000) return false;
  return !(getBit(msg, 33 + 45) === 1 && Math.abs(verticalRate60(msg, 46)) > 6000);
}

function roll50(msg: Uint8Array): number {
  return (signed(mb(msg, 2, 10), 9, getBit(msg, 33 + 1)) * 45) / 256;
}

function verticalRate60(msg: Uint8Array, signBit: number): number {
  return signed(mb(msg, signBit + 1, signBit + 9), 9, getBit(msg, 33 + signBit)) * 32;
}

/** Angle from a sign bit and a 10-bit magnitude in 90/512 deg units, normalised to [0, 360). */
function angle(msg: Uint8Array, signBit: number): number {
  const deg =
    (signed(mb(msg, signBit + 1, signBit + 10), 10, getBit(msg, 33 + signBit)) * 90) / 512;
  return deg < 0 ? deg + 360 : deg;
}

/** Every register the MB field of a DF20/21 reply is plausible for (CommBCandidate flags). */
export function commBCandidates(msg: Uint8Array): number {
  if (isZeroPayload(msg)) return 0;
  let found = 0;
  const id = mb(msg, 0, 7);
  if (id === 0x10 && isBds10(msg)) found |= CommBCandidate.Bds10;
  else if (isBds17(msg)) found |= CommBCandidate.Bds17;
  else if (id === 0x20 && isValidCallsign(msg, 41)) found |= CommBCandidate.Bds20;
  else if (id === 0x30) found |= CommBCandidate.Bds30;
  if (isBds40(msg)) found |= CommBCandidate.Bds40;
  if (isBds50(msg)) found |= CommBCandidate.Bds50;
  if (isBds60(msg)) found |= CommBCandidate.Bds60;
  return found;
}

/** Infers the register of a DF20/21 MB field and decodes it into `out`; returns the candidates. */
export function decodeCommB(msg: Uint8Array, out: ModeSMessage): number {
  const candidates = commBCandidates(msg);
  out.payloadDirty = true;
  out.commBCandidates = candidates;
  if (candidates & CommBCandidate.Bds10) out.bds = 0x10;
  else if (candidates & CommBCandidate.Bds17) out.bds = 0x17;
  else if (candidates & CommBCandidate.Bds20) {
    out.bds = 0x20;
    out.callsign = decodeCallsign(msg, 41);
  } else if (candidates & CommBCandidate.Bds30) out.bds = 0x30;
  else if (candidates & CommBCandidate.Bds40) decodeBds40(msg, out);
  else if (candidates & CommBCandidate.Bds50) decodeBds50(msg, out);
  else if (candidates & CommBCandidate.Bds60) decodeBds60(msg, out);
  return candidates;
}

/**
 * Decodes the MB field of `msg` as heuristic register `bds` (0x40, 0x50 or 0x60) into `out`,
 * whatever the inference chose: the tracker uses it to weigh an ambiguous 5,0/6,0 reply
 * against what it knows of the aircraft.
 */
export function decodeCommBRegister(msg: Uint8Array, out: ModeSMessage, bds: number): void {
  out.reset();
  out.payloadDirty = true;
  if (bds === 0x40) decodeBds40(msg, out);
  else if (bds === 0x50) decodeBds50(msg, out);
  else if (bds === 0x60) decodeBds60(msg, out);
}

function decodeBds40(msg: Uint8Array, out: ModeSMessage): void {
  out.bds = 0x40;
  // Selected altitudes in 16 ft units; QNH in 0.1 hPa above 800 hPa.
  if (getBit(msg, 33) === 1) out.selectedAltitude = mb(msg, 1, 12) * 16;
  if (getBit(msg, 33 + 13) === 1) out.selectedAltitudeFms = mb(msg, 14, 25) * 16;
  if (getBit(msg, 33 + 26) === 1) out.baroSetting = mb(msg, 27, 38) * 0.1 + 800;
}

function decodeBds50(msg: Uint8Array, out: ModeSMessage): void {
  out.bds = 0x50;
  if (getBit(msg, 33) === 1) out.roll = roll50(msg);
  if (getBit(msg, 33 + 11) === 1) out.track = angle(msg, 12);
  if (getBit(msg, 33 + 23) === 1) out.groundSpeed = mb(msg, 24, 33) * 2;
  if (getBit(msg, 33 + 34) === 1) {
    out.trackRate = (signed(mb(msg, 36, 44), 9, getBit(msg, 33 + 35)) * 8) / 256;
  }
  if (getBit(msg, 33 + 45) === 1) out.tas = mb(msg, 46, 55) * 2;
}

function decodeBds60(msg: Uint8Array, out: ModeSMessage): void {
  out.bds = 0x60;
  if (getBit(msg, 33) === 1) out.heading = angle(msg, 1);
  if (getBit(msg, 33 + 12) === 1) out.ias = mb(msg, 13, 22);
  if (getBit(msg, 33 + 23) === 1) out.mach = (mb(msg, 24, 33) * 2.048) / 512;
  if (getBit(msg, 33 + 34) === 1) out.baroVerticalRate = verticalRate60(msg, 35);
  if (getBit(msg, 33 + 45) === 1) out.inertialVerticalRate = verticalRate60(msg, 46);
}
